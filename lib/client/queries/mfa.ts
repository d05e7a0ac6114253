'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MfaDisableInput, MfaEnableInput } from '@/lib/schemas/mfa';
import { apiGet, apiPost } from '@/lib/client/api';
import { useAuthStore, type AuthResponse } from '@/lib/client/auth-store';

export interface MfaStatus {
  enabled: boolean;
  required: boolean;
  recoveryCodesLeft: number;
}

export interface MfaSetup {
  secret: string;
  otpauthUrl: string;
  qrDataUrl: string;
}

const mfaKey = ['auth', 'mfa'] as const;

/** The stored session may still say `mfaSetupRequired`; the server's answer now is what counts. */
async function refreshSession() {
  useAuthStore.getState().setSession(await apiGet<AuthResponse>('/auth/me'));
}

export function useMfaStatus() {
  // Security settings are always asked afresh, never restored from local storage.
  return useQuery({ queryKey: mfaKey, queryFn: () => apiGet<MfaStatus>('/auth/mfa'), meta: { persist: false } });
}

export function useStartMfaSetup() {
  return useMutation({ mutationFn: () => apiPost<MfaSetup>('/auth/mfa/setup') });
}

export function useEnableMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MfaEnableInput) => apiPost<{ recoveryCodes: string[] }>('/auth/mfa/enable', { ...input }),
    onSuccess: async () => {
      await refreshSession();
      await queryClient.invalidateQueries({ queryKey: mfaKey });
    },
  });
}

export function useDisableMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MfaDisableInput) => apiPost<{ success: true }>('/auth/mfa/disable', { ...input }),
    onSuccess: async () => {
      await refreshSession();
      await queryClient.invalidateQueries({ queryKey: mfaKey });
    },
  });
}
