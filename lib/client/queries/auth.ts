'use client';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { LoginInput } from '@/lib/schemas/auth';
import type { changePasswordSchema } from '@/lib/schemas/password';
import { apiPost } from '../api';
import type { AuthResponse } from '../auth-store';

/** POST /api/auth/login: the member's fields, a token and its id. */
export function useLogin() {
  return useMutation({ mutationFn: (input: LoginInput) => apiPost<AuthResponse>('/auth/login', input) });
}

/** POST /api/auth/logout: ends this session on the server. The token is read before the call returns. */
export function logoutOnServer(): Promise<void> {
  return apiPost<void>('/auth/logout');
}


/** POST /api/auth/change-password: this session stays, every other one ends. */
export function useChangePassword() {
  return useMutation({ mutationFn: (input: z.output<typeof changePasswordSchema>) => apiPost<{ message: string }>('/auth/change-password', input) });
}

/** POST /api/auth/logout-all: ends every session of the member, this one included. */
export function useLogoutAll() {
  return useMutation({ mutationFn: () => apiPost<void>('/auth/logout-all') });
}
