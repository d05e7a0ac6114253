'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeEmailInput } from '@/lib/schemas/account';
import { apiPost } from '../api';
import { ownProfileQuery } from './profile';

/** `emailVerified` and the address itself are on the own profile: refreshed after each of these. */
const refreshOwnProfile = (client: ReturnType<typeof useQueryClient>) => client.invalidateQueries({ queryKey: ownProfileQuery.queryKey });

/** POST /api/auth/resend-verification: the banner's "Resend" (3 an hour). */
export function useResendVerification() {
  return useMutation({ mutationFn: () => apiPost<{ success: true; message: string }>('/auth/resend-verification', {}) });
}

/** POST /api/auth/verify-email: the /verify-email page's button. */
export function useVerifyEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiPost<{ emailVerified: true; message: string }>('/auth/verify-email', { token }),
    onSuccess: () => refreshOwnProfile(client),
  });
}

/** POST /api/account/email: sends the link to the new address (202). */
export function useRequestEmailChange() {
  return useMutation({ mutationFn: (input: ChangeEmailInput) => apiPost<{ status: 'pending'; message: string }>('/account/email', input) });
}

/** POST /api/account/email/confirm: the /confirm-email page's button. */
export function useConfirmEmailChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiPost<{ email: string; message: string }>('/account/email/confirm', { token }),
    onSuccess: () => refreshOwnProfile(client),
  });
}
