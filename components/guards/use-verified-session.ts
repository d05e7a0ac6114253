'use client';
import { useEffect } from 'react';
import { toast } from '@/lib/client/toast';
import { ApiError, errorMessage } from '@/lib/client/api-error';
import { useAuthStore } from '@/lib/client/auth-store';
import { useSessionCheck } from '@/lib/client/queries/session';
import { SIGNED_OUT_TOAST, signOutLocally } from '@/lib/client/sign-out';
import { MSG_AUTH } from '@/lib/shared/messages/auth';

/**
 * The stored session, re-checked with the server once per mount: the server may have revoked
 * the token, or the subscription may have changed since the user was saved in this browser.
 */
export function useVerifiedSession() {
  const hasHydrated = useAuthStore((s) => s.hasHydrated);
  const user = useAuthStore((s) => s.user);
  const token = useAuthStore((s) => s.token);
  const check = useSessionCheck(hasHydrated ? token : null);

  // The check is keyed by its token, so an answer about a token replaced meanwhile (logout,
  // another login) never lands on the new session.
  useEffect(() => {
    if (check.data && token && useAuthStore.getState().token === token) useAuthStore.getState().setSession(check.data);
  }, [check.data, token]);

  useEffect(() => {
    const error = check.error;
    // 401: the token was revoked or expired; 403: the account was suspended. Either way, sign out.
    if (!(error instanceof ApiError) || (error.status !== 401 && error.status !== 403)) return;
    if (!token || useAuthStore.getState().token !== token) return;
    void signOutLocally();
    toast.error(errorMessage(error, MSG_AUTH.sessionExpired), SIGNED_OUT_TOAST);
  }, [check.error, token]);

  const checked = !token || check.isFetchedAfterMount;
  return { ready: hasHydrated && checked, user: token ? user : null };
}
