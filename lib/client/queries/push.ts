'use client';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiGet, apiPost } from '../api';
import { devicePushState, subscribeDevice, unsubscribeDevice } from '../push-device';

export const devicePushQuery = queryOptions({
  queryKey: ['push', 'device'] as const,
  queryFn: devicePushState,
  // Read from the browser itself: nothing to refetch from the server, and nothing member-specific to persist.
  staleTime: Infinity,
  meta: { persist: false },
});

/** Whether this browser gets pushes: unsupported, blocked in its settings, off or on. */
export function useDevicePush() {
  return useQuery(devicePushQuery);
}

/** Permission (from her click), this browser's subscription, then POST /api/push/subscriptions. */
export function useEnablePush() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { publicKey } = await apiGet<{ publicKey: string }>('/push/key');
      const subscription = await subscribeDevice(publicKey);
      await apiPost('/push/subscriptions', subscription as Record<string, unknown>);
    },
    onSettled: () => client.invalidateQueries({ queryKey: devicePushQuery.queryKey }),
  });
}

/** Ends this browser's subscription and DELETE /api/push/subscriptions. */
export function useDisablePush() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const endpoint = await unsubscribeDevice();
      if (endpoint) await api('DELETE', '/push/subscriptions', { endpoint });
    },
    onSettled: () => client.invalidateQueries({ queryKey: devicePushQuery.queryKey }),
  });
}
