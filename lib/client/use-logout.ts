'use client';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { MSG } from '@/lib/shared/messages';
import { useAuthStore } from './auth-store';
import { clearMemberCaches } from './cache';

/** Logout: forget the session and every cached member item, say so, go to /login. */
export function useLogout(): () => void {
  const router = useRouter();
  return useCallback(() => {
    useAuthStore.getState().clear();
    clearMemberCaches();
    toast.success(MSG.loggedOut);
    router.push('/login');
  }, [router]);
}
