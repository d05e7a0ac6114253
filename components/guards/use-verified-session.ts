'use client';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { apiGet } from '@/lib/client/api';
import { ApiError, errorMessage } from '@/lib/client/api-error';
import { useAuthStore, type AuthResponse } from '@/lib/client/auth-store';
import { clearMemberCaches } from '@/lib/client/cache';
import { MSG } from '@/lib/shared/messages';

/**
 * The stored session, re-checked with the server once per mount: the server may have revoked
 * the token, or the subscription may have changed since the user was saved in this browser.
 */
export function useVerifiedSession() {
  const hasHydrated = useAuthStore((s) => s.hasHydrated);
  const user = useAuthStore((s) => s.user);
  const token = useAuthStore((s) => s.token);
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    if (!hasHydrated) return;
    const store = useAuthStore.getState();
    const checkedToken = store.token;
    if (!checkedToken) {
      setChecked(true);
      return;
    }
    let cancelled = false;
    // A reply about a token that was replaced meanwhile (logout, another login) is stale.
    const stillCurrent = () => !cancelled && useAuthStore.getState().token === checkedToken;
    apiGet<AuthResponse>('/auth/me')
      .then((response) => {
        if (stillCurrent()) useAuthStore.getState().setSession(response);
      })
      .catch((error: unknown) => {
        // 401: the token was revoked or expired; 403: the account was suspended. Either way, sign out.
        if (!stillCurrent() || !(error instanceof ApiError) || (error.status !== 401 && error.status !== 403)) return;
        useAuthStore.getState().clear();
        clearMemberCaches();
        toast.error(errorMessage(error, MSG.sessionExpired));
      })
      .finally(() => {
        if (!cancelled) setChecked(true);
      });
    return () => {
      cancelled = true;
    };
  }, [hasHydrated]);

  return { ready: hasHydrated && checked, user: token ? user : null };
}
