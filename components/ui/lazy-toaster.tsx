'use client';
import { useEffect, useState } from 'react';
import { useHydrated } from '@/lib/client/browser-state';
import { loadOnce, useLoaded } from '@/lib/client/load-once';
import { preloadToasts } from '@/lib/client/toast';

const loadToasters = loadOnce(() => import('./app-toaster'));
/** After a failed load (offline), how long until the toaster's code is asked for again. */
const RETRY_MS = 5_000;

/**
 * What `load` gives, asked for once `wanted`; a load that fails is tried again after RETRY_MS
 * instead of reaching the error boundary (as React.lazy would, taking the whole page with it).
 */
function useRetriedLoad<T>(wanted: boolean, load: () => Promise<T>): T | undefined {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(() => setFailed(false), RETRY_MS);
    return () => clearTimeout(timer);
  }, [failed]);
  return useLoaded(load, wanted && !failed, () => setFailed(true));
}

/**
 * The toasts of every page, loaded after the page is interactive: most of what the landing and
 * the public pages would otherwise load before it is sonner's (about 10 kB gzip), for toasts
 * they rarely show. A toast raised before it arrives is not lost: sonner gives a toaster that
 * mounts the toasts still showing (the farewell after an account is deleted, on the landing).
 */
export function LazyToaster() {
  const hydrated = useHydrated();
  useEffect(preloadToasts, []);
  return useRetriedLoad(hydrated, loadToasters)?.showAppToaster() ?? null;
}

/** The toasts inside the topmost open dialog (app-toaster.tsx), loaded with the first one opened. */
export function LazyDialogToaster() {
  return useRetriedLoad(true, loadToasters)?.showDialogToaster() ?? null;
}
