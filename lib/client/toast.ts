'use client';
import type { toast as sonnerToast } from 'sonner';
import { loadOnce } from './load-once';

type Sonner = typeof sonnerToast;
type Method = 'success' | 'error' | 'info' | 'dismiss';

const loadSonner = loadOnce(() => import('sonner').then((module) => module.toast));
let sonner: Sonner | undefined;
const waiting: Array<(toast: Sonner) => void> = [];

function flush(loaded: Sonner): void {
  sonner = loaded;
  for (const next of waiting.splice(0)) next(loaded);
}

/**
 * Sonner (about 10 kB gzip) arrives with the toaster after the page is interactive
 * (components/ui/lazy-toaster.tsx), not with every page. A toast raised before it arrives is
 * shown when it does, in order; if its chunk fails to load (offline), the next toast tries again.
 */
function withSonner(show: (toast: Sonner) => void): void {
  if (sonner) {
    show(sonner);
    return;
  }
  waiting.push(show);
  loadSonner().then(flush, () => undefined);
}

/**
 * Fetches sonner as soon as the page is interactive (the toaster calls it), so that a toast raised
 * later finds it here even if the connection has gone by then: "could not load" must be sayable
 * offline.
 */
export function preloadToasts(): void {
  if (!sonner) loadSonner().then(flush, () => undefined);
}

const method =
  <M extends Method>(name: M) =>
  (...args: Parameters<Sonner[M]>) =>
    withSonner((toast) => {
      (toast[name] as (...a: Parameters<Sonner[M]>) => unknown)(...args);
    });

/** The app's toasts: sonner's `toast`, for the calls the app makes. */
export const toast = Object.assign(
  (...args: Parameters<Sonner>) =>
    withSonner((t) => {
      t(...args);
    }),
  { success: method('success'), error: method('error'), info: method('info'), dismiss: method('dismiss') },
);
