'use client';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef } from 'react';
import { toast } from '@/lib/client/toast';
import { useAuthStore, type SessionUser } from '@/lib/client/auth-store';
import { MSG_AUTH } from '@/lib/shared/messages/auth';

type Destination = Pick<SessionUser, 'isAdmin' | 'hasActiveSubscription'> & { mfaSetupRequired?: boolean };

/**
 * Where a signed-in user belongs: admins to /admin (or first to set up two-step verification
 * when the server requires it), members to /dashboard, others to pay first.
 */
export function useRouteAfterLogin(): (user: Destination, options?: { greet?: boolean }) => void {
  const router = useRouter();
  return useCallback(
    (user: Destination, { greet = true }: { greet?: boolean } = {}) => {
      if (user.isAdmin && user.mfaSetupRequired) {
        toast.info(MSG_AUTH.mfaSetupFirst);
        router.replace('/admin/security');
      } else if (user.isAdmin) {
        router.replace('/admin');
      } else if (user.hasActiveSubscription) {
        if (greet) toast.success(MSG_AUTH.welcomeBack);
        router.replace('/dashboard');
      } else {
        toast.info(MSG_AUTH.completeSubscription);
        router.replace('/subscribe');
      }
    },
    [router],
  );
}

/**
 * Login and signup send a visitor who is already signed in onward, once the stored session is
 * known, without "Welcome back!": nobody has just logged in. The returned function marks the
 * decision as taken, for a fresh login that routes by itself.
 */
export function useSendSignedInOnward(routeAfterLogin: (user: Destination, options?: { greet?: boolean }) => void): () => void {
  const hasHydrated = useAuthStore((s) => s.hasHydrated);
  const decided = useRef(false);
  useEffect(() => {
    if (!hasHydrated || decided.current) return;
    decided.current = true;
    const { user, token } = useAuthStore.getState();
    if (user && token) routeAfterLogin(user, { greet: false });
  }, [hasHydrated, routeAfterLogin]);
  // A fresh login routes by itself; this keeps the stored-session check from routing a second time.
  return useCallback(() => {
    decided.current = true;
  }, []);
}
