'use client';
import { useEffect } from 'react';
import { registerServiceWorker } from '@/lib/client/push-device';

/**
 * Registers /sw.js on every page (the offline page, the build's files, push). Not in development:
 * its cache-first build files would hold back the files the dev server rebuilds.
 */
export function ServiceWorker() {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production') return;
    registerServiceWorker()?.catch(() => undefined);
  }, []);
  return null;
}
