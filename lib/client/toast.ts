'use client';
import type { toast as sonnerToast } from 'sonner';

type Sonner = typeof sonnerToast;

let sonner: Sonner | undefined;
let loading: Promise<void> | undefined;
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
  loading ??= import('sonner').then(
    (module) => {
      sonner = module.toast;
      for (const next of waiting.splice(0)) next(module.toast);
    },
    () => {
      loading = undefined;
    },
  );
}

/** The app's toasts: sonner's `toast`, for the calls the app makes. */
export const toast = Object.assign(
  (...args: Parameters<Sonner>) =>
    withSonner((t) => {
      t(...args);
    }),
  {
    success: (...args: Parameters<Sonner['success']>) =>
      withSonner((t) => {
        t.success(...args);
      }),
    error: (...args: Parameters<Sonner['error']>) =>
      withSonner((t) => {
        t.error(...args);
      }),
    info: (...args: Parameters<Sonner['info']>) =>
      withSonner((t) => {
        t.info(...args);
      }),
    dismiss: (...args: Parameters<Sonner['dismiss']>) =>
      withSonner((t) => {
        t.dismiss(...args);
      }),
  },
);
