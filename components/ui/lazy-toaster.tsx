'use client';
import { lazy, Suspense, useEffect } from 'react';
import { useHydrated } from '@/lib/client/browser-state';
import { preloadToasts } from '@/lib/client/toast';

const AppToaster = lazy(() => import('./app-toaster').then((module) => ({ default: module.AppToaster })));
const DialogToaster = lazy(() => import('./app-toaster').then((module) => ({ default: module.DialogToaster })));

/**
 * The toasts of every page, loaded after the page is interactive: most of what the landing and
 * the public pages would otherwise load before it is sonner's (about 10 kB gzip), for toasts
 * they rarely show. A toast raised before it arrives is not lost: sonner gives a toaster that
 * mounts the toasts still showing (the farewell after an account is deleted, on the landing).
 */
export function LazyToaster() {
  const hydrated = useHydrated();
  useEffect(preloadToasts, []);
  return hydrated ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}

/** The toasts inside the topmost open dialog (app-toaster.tsx), loaded with the first one opened. */
export function LazyDialogToaster() {
  return (
    <Suspense fallback={null}>
      <DialogToaster />
    </Suspense>
  );
}
