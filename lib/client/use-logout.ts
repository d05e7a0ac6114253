'use client';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { useAuthStore } from './auth-store';
import { SIGNED_OUT_TOAST, signOutLocally } from './sign-out';

/**
 * Logout: end the session on the server, forget it and every cached member item here, say so,
 * go to /login. The server call never holds up or blocks signing out in this browser.
 * The server call, the message and the toast library are imported on demand, so the landing's
 * Logout does not make every visitor load TanStack Query (queries/auth), the sign-in texts and
 * sonner; the token is taken first because signing out here forgets it at once.
 */
export function useLogout(): () => void {
  const router = useRouter();
  return useCallback(() => {
    const { token } = useAuthStore.getState();
    void signOutLocally();
    // The server forgets this device's subscription with the session; the browser's goes too, so
    // whoever signs in here next is asked again rather than shown "on" for a subscription nobody has.
    import('./push-device')
      .then(({ unsubscribeDevice }) => unsubscribeDevice())
      .catch(() => undefined);
    router.push('/login');
    Promise.all([import('./queries/auth'), import('@/lib/shared/messages/auth'), import('sonner')])
      .then(([{ logoutOnServer }, { MSG_AUTH }, { toast }]) => {
        toast.success(MSG_AUTH.loggedOut, SIGNED_OUT_TOAST);
        if (token) logoutOnServer(token).catch(() => undefined);
      })
      .catch(() => undefined);
  }, [router]);
}
