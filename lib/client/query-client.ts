'use client';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { useAuthStore } from './auth-store';

declare module '@tanstack/react-query' {
  interface Register {
    /** `persist: false` keeps a query out of local storage (signed photo addresses expire). */
    queryMeta: { persist?: boolean };
  }
}

/** How long a persisted cache may be shown before it is thrown away unread. */
export const PERSIST_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** A 4xx is the server's final word; only network errors and 5xx are worth another read. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, gcTime: PERSIST_MAX_AGE_MS, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

let browserClient: QueryClient | undefined;

/** One client per browser tab (logout and the socket reach it outside React); a fresh one per server render. */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  if (!browserClient) {
    const client = createQueryClient();
    browserClient = client;
    // However a session ends here (logout, a revoked token, another member logging in), what was
    // read for it is dropped, so the next member of this tab starts from an empty cache.
    useAuthStore.subscribe((state, previous) => {
      if (previous.user && state.user?.id !== previous.user.id) client.clear();
    });
  }
  return browserClient;
}
