import { CACHE_KEY_PREFIX } from '@/lib/shared/constants';

/** Member data cached in local storage; every key shares one prefix so logout can clear them all. */
export const cacheKeys = {
  chats: `${CACHE_KEY_PREFIX}chats`,
  messages: (userId: string) => `${CACHE_KEY_PREFIX}messages:${userId}`,
  profile: `${CACHE_KEY_PREFIX}profile`,
  photos: `${CACHE_KEY_PREFIX}photos`,
  photoRequests: `${CACHE_KEY_PREFIX}photo-requests`,
  adminProfiles: `${CACHE_KEY_PREFIX}admin-profiles`,
};

export function readCache<T>(key: string): T | undefined {
  if (typeof window === 'undefined') return undefined;
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
}

export function writeCache(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or disabled storage only costs the cache, never the screen.
  }
}

export function clearMemberCaches(): void {
  if (typeof window === 'undefined') return;
  const keys: string[] = [];
  for (let i = 0; i < window.localStorage.length; i += 1) {
    const key = window.localStorage.key(i);
    if (key?.startsWith(CACHE_KEY_PREFIX)) keys.push(key);
  }
  keys.forEach((key) => window.localStorage.removeItem(key));
}
