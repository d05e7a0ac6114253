'use client';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import type { LoginInput, RegisterInput } from '@/lib/schemas/auth';
import type { Gender, Status } from '@/lib/schemas/fields';
import type { changePasswordSchema } from '@/lib/schemas/password';
import { api, apiPost } from '../api';
import type { AuthResponse } from '../auth-store';

/** A session answer; `mfaSetupRequired` marks an admin who must turn on two-step verification first. */
export type SessionAnswer = AuthResponse & { mfaSetupRequired?: true };

/** What POST /api/auth/login answers: a session, or, for an admin with a second factor, the token of that step. */
export type LoginAnswer = SessionAnswer | { mfaRequired: true; mfaToken: string };

export const needsSecondFactor = (answer: LoginAnswer): answer is { mfaRequired: true; mfaToken: string } => 'mfaRequired' in answer && answer.mfaRequired;

/** POST /api/auth/login: the member's fields, a token and its id, or the second step of an admin's login. */
export function useLogin() {
  return useMutation({ mutationFn: (input: LoginInput) => apiPost<LoginAnswer>('/auth/login', input) });
}

/** POST /api/auth/login/mfa: the code from the authenticator app (or a recovery code) finishes the login. */
export function useLoginMfa() {
  return useMutation({ mutationFn: (input: { mfaToken: string; code: string }) => apiPost<SessionAnswer>('/auth/login/mfa', input) });
}

/**
 * The registration payload of SPEC.md section 3. The choices may still be blank here: the
 * server's schema, which the wizard runs first, is what refuses them.
 */
export type RegisterPayload = Omit<RegisterInput, 'age' | 'gender' | 'status' | 'agreeTerms'> & {
  age: number;
  gender: Gender | '';
  status: Status | '';
  agreeTerms: boolean;
};

/** POST /api/auth/register: the new member's session. */
export function useRegister() {
  return useMutation({ mutationFn: (payload: RegisterPayload) => apiPost<SessionAnswer>('/auth/register', payload) });
}

/** POST /api/auth/forgot-password: the same answer whether or not the account exists. */
export function useForgotPassword() {
  return useMutation({ mutationFn: (input: { email: string }) => apiPost<void>('/auth/forgot-password', input) });
}

/** POST /api/auth/set-password: the one-time link's token and the chosen password. */
export function useSetPassword() {
  return useMutation({ mutationFn: (input: { token: string; password: string; confirmPassword?: string }) => apiPost<void>('/auth/set-password', input) });
}

/** POST /api/auth/logout: ends the session of `token` on the server, which this browser may already have forgotten. */
export function logoutOnServer(token: string): Promise<void> {
  return api<void>('POST', '/auth/logout', {}, token);
}

/** POST /api/auth/change-password: this session stays, every other one ends. */
export function useChangePassword() {
  return useMutation({ mutationFn: (input: z.output<typeof changePasswordSchema>) => apiPost<{ message: string }>('/auth/change-password', input) });
}

/** POST /api/auth/logout-all: ends every session of the member, this one included. */
export function useLogoutAll() {
  return useMutation({ mutationFn: () => apiPost<void>('/auth/logout-all') });
}
