'use client';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../api';
import type { SessionAnswer } from './auth';

// The session as the server sees it, apart from auth.ts's forms: the pages that only sign in or
// sign up then carry no query observer.

export const sessionKey = (token: string) => ['auth', 'me', token] as const;

/** GET /api/auth/me: the stored session as the server sees it now (revoked, suspended, subscription changed). */
export function fetchSession(): Promise<SessionAnswer> {
  return apiGet<SessionAnswer>('/auth/me');
}

/**
 * The session check of the guards, once per token and mount. Never persisted: a cached "yes"
 * must not stand in for the server's answer after a reload.
 */
export function useSessionCheck(token: string | null) {
  return useQuery({
    queryKey: sessionKey(token ?? ''),
    queryFn: fetchSession,
    enabled: !!token,
    meta: { persist: false },
    staleTime: 0,
    gcTime: 0,
    refetchOnMount: 'always',
    // The guards wait for this answer; a network failure lets the stored session stand instead.
    retry: false,
  });
}
