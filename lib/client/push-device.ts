'use client';
import { useSyncExternalStore } from 'react';

/**
 * This browser's side of push notifications (issue 25): the service worker, the permission and the
 * PushManager subscription. The server's side is reached only through `queries/push.ts`.
 */
export const SERVICE_WORKER_URL = '/sw.js';

export type DevicePushState = 'unsupported' | 'blocked' | 'off' | 'on';

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** Registered once per page load; the browser keeps it up to date with /sw.js. */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration> | undefined {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator)) return undefined;
  return navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
}

export async function devicePushState(): Promise<DevicePushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager.getSubscription();
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
}

/** Asks for permission (only ever after her click), then subscribes this browser with the server's key. */
export async function subscribeDevice(publicKey: string): Promise<PushSubscriptionJSON> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PermissionRefused(permission);
  await registerServiceWorker();
  const registration = await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  const subscription = existing ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }));
  return subscription.toJSON();
}

/** Ends this browser's subscription; its endpoint, for the server to forget, if there was one. */
export async function unsubscribeDevice(): Promise<string | undefined> {
  if (!pushSupported()) return undefined;
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return undefined;
  await subscription.unsubscribe();
  return subscription.endpoint;
}

export class PermissionRefused extends Error {
  constructor(readonly permission: NotificationPermission) {
    super(`notification permission ${permission}`);
  }
}

/**
 * The in-app invitation after her first conversation is offered once: "Not now" (or an answer
 * to the browser's own question) puts it away for good on this browser; Settings still has it.
 */
const PROMPT_KEY = 'nikah-scholars:push-prompt-done';
const promptListeners = new Set<() => void>();

export function putPushPromptAway(): void {
  try {
    window.localStorage.setItem(PROMPT_KEY, '1');
  } catch {
    // Storage refused: the invitation may come back on the next visit, which does no harm.
  }
  promptListeners.forEach((listener) => listener());
}

const promptDone = () => {
  try {
    return window.localStorage.getItem(PROMPT_KEY) === '1';
  } catch {
    return true;
  }
};

/** Whether to offer the invitation: push is possible here, she has not been asked, and has not put it away. */
export function usePushPromptWanted(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      promptListeners.add(onChange);
      return () => promptListeners.delete(onChange);
    },
    () => pushSupported() && Notification.permission === 'default' && !promptDone(),
    () => false,
  );
}
