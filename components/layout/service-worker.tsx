'use client';
import { useEffect } from 'react';

/**
 * Registers /sw.js on every page (the offline page, the build's files, push). Not in development:
 * its cache-first build files would hold back the files the dev server rebuilds.
 */
export function ServiceWorker() {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production') return;
    // Loaded after the page is interactive: no visitor's first load waits for the push module.
    import('@/lib/client/push-device')
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .catch(() => undefined);
  }, []);
  return null;
}
