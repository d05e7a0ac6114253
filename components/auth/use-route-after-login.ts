'use client';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { useAuthStore, type SessionUser } from '@/lib/client/auth-store';
import { MSG, MSG_LOGIN } from '@/lib/shared/messages';

type Destination = Pick<SessionUser, 'isAdmin' | 'hasActiveSubscription'> & { mfaSetupRequired?: boolean };

/**
 * Where a signed-in user belongs: admins to /admin (or first to set up two-step verification
 * when the server requires it), members to /dashboard, others to pay first.
 */
export function useRouteAfterLogin(): (user: Destination) => void {
  const router = useRouter();
  return useCallback(
    (user: Destination) => {
      if (user.isAdmin && user.mfaSetupRequired) {
        toast.info(MSG_LOGIN.mfaSetupFirst);
        router.replace('/admin/security');
      } else if (user.isAdmin) {
        router.replace('/admin');
      } else if (user.hasActiveSubscription) {
        toast.success(MSG.welcomeBack);
        router.replace('/dashboard');
      } else {
        toast.info(MSG.completeSubscription);
        router.replace('/subscribe');
      }
    },
    [router],
  );
}

/**
 * Login and signup send a visitor who is already signed in onward, once the stored session is
 * known. The returned flag is set when that was decided, and by a fresh login so it routes once.
 */
export function useSendSignedInOnward(routeAfterLogin: (user: Destination) => void): () => void {
  const hasHydrated = useAuthStore((s) => s.hasHydrated);
  const decided = useRef(false);
  useEffect(() => {
    if (!hasHydrated || decided.current) return;
    decided.current = true;
    const { user, token } = useAuthStore.getState();
    if (user && token) routeAfterLogin(user);
  }, [hasHydrated, routeAfterLogin]);
  // A fresh login routes by itself; this keeps the stored-session check from routing a second time.
  return useCallback(() => {
    decided.current = true;
  }, []);
}
