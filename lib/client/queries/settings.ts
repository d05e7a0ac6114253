'use client';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountSettingsInput } from '@/lib/schemas/account-settings';
import type { AccountSettings } from '@/lib/server/account-settings/get-settings';
import { apiGet, apiPut } from '../api';

export type { AccountSettings };

export const accountSettingsQuery = queryOptions({
  queryKey: ['account', 'settings'] as const,
  queryFn: () => apiGet<AccountSettings>('/account/settings'),
});

/** GET /api/account/settings: read receipts, missed-message emails and pushes. */
export function useAccountSettings() {
  return useQuery(accountSettingsQuery);
}

/** PUT /api/account/settings: the answer is every setting as saved. */
export function useUpdateAccountSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AccountSettingsInput) => apiPut<AccountSettings>('/account/settings', input),
    // A read still on its way (another part of Settings mounting) would land after the save and
    // put the old choice back on screen.
    onMutate: () => client.cancelQueries({ queryKey: accountSettingsQuery.queryKey }),
    onSuccess: (saved) => client.setQueryData(accountSettingsQuery.queryKey, saved),
  });
}
