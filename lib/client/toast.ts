'use client';
import type { toast as sonnerToast } from 'sonner';
import { loadOnce } from './load-once';

type Sonner = typeof sonnerToast;
type Method = 'success' | 'error' | 'info' | 'dismiss';

const loadSonner = loadOnce(() => import('sonner').then((module) => module.toast));
let sonner: Sonner | undefined;
const waiting: Array<(toast: Sonner) => void> = [];

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
  loadSonner().then(
    (loaded) => {
      sonner = loaded;
      for (const next of waiting.splice(0)) next(loaded);
    },
    () => undefined,
  );
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
