'use client';
import { CACHE_KEY_PREFIX } from '@/lib/shared/constants';
import { useAuthStore } from './auth-store';

/** Every member item ever cached here shares one key prefix, the persisted query cache and older releases' caches included. */
function removeCachedItems(): void {
  const keys: string[] = [];
  for (let i = 0; i < window.localStorage.length; i += 1) {
    const key = window.localStorage.key(i);
    if (key?.startsWith(CACHE_KEY_PREFIX)) keys.push(key);
  }
  keys.forEach((key) => window.localStorage.removeItem(key));
}

/**
 * The one toast of a signing-out: logout, "log out of all devices" and the server ending this
 * session (its socket event, a refused session check) may each say so, often for the same
 * event; sharing this id, a later one replaces the earlier instead of stacking a second toast.
 */
export const SIGNED_OUT_TOAST = { id: 'signed-out' } as const;

/**
 * Forget the session and everything cached for it in this browser. Local storage is emptied at
 * once; the query client is imported only here, on demand, so pages without queries (the
 * landing's Logout) do not load TanStack Query to sign out.
 */
export async function signOutLocally(): Promise<void> {
  useAuthStore.getState().clear();
  removeCachedItems();
  const { clearQueryCache } = await import('./query-persistence');
  await clearQueryCache();
}
