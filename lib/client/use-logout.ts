'use client';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { MSG } from '@/lib/shared/messages';
import { useAuthStore } from './auth-store';
import { logoutOnServer } from './queries/auth';
import { signOutLocally } from './sign-out';

/**
 * Logout: end the session on the server, forget it and every cached member item here, say so,
 * go to /login. The server call never holds up or blocks signing out in this browser.
 */
export function useLogout(): () => void {
  const router = useRouter();
  return useCallback(() => {
    if (useAuthStore.getState().token) logoutOnServer().catch(() => undefined);
    void signOutLocally();
    toast.success(MSG.loggedOut);
    router.push('/login');
  }, [router]);
}
