'use client';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
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

interface SaveCallbacks {
  onSuccess: () => void;
  onError: (failure: unknown) => void;
}

/**
 * The settings as she sees them while a choice is saved: a box follows her click in the same
 * event. The query's own update reaches the screen a tick after the click, and React puts a
 * controlled box back to the old value in between, so a fast second look (or a slow phone) saw
 * the click undone. Her choice counts only over the saved answer it was made on: once the save
 * lands (or any newer read), the saved answer is shown; a refused save puts back what is stored.
 */
export function useSaveAccountSetting() {
  const saved = useAccountSettings().data;
  const update = useUpdateAccountSettings();
  const [choice, setChoice] = useState<{ over: AccountSettings; input: AccountSettingsInput } | null>(null);
  const shown: AccountSettings | undefined =
    saved && choice?.over === saved ? { ...saved, ...choice.input, push: { ...saved.push, ...choice.input.push } } : saved;
  const save = (input: AccountSettingsInput, { onSuccess, onError }: SaveCallbacks) => {
    if (saved) setChoice({ over: saved, input });
    update.mutate(input, {
      onSuccess,
      onError: (failure) => {
        setChoice(null);
        onError(failure);
      },
    });
  };
  return { settings: shown, save, saving: update.isPending };
}
