'use client';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { toast } from 'sonner';
import type { SessionUser } from '@/lib/client/auth-store';
import { MSG } from '@/lib/shared/messages';

type Destination = Pick<SessionUser, 'isAdmin' | 'hasActiveSubscription'>;

/** Where a signed-in user belongs: admins to /admin, members to /dashboard, others to pay first. */
export function useRouteAfterLogin(): (user: Destination) => void {
  const router = useRouter();
  return useCallback(
    (user: Destination) => {
      if (user.isAdmin) {
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
