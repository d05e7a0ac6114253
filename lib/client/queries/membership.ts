'use client';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Membership } from '@/lib/server/subscriptions/present';
import { apiGet, apiPost } from '../api';

export type { Membership };

/** GET /api/subscription: the member's own membership. */
export const membershipQuery = queryOptions({ queryKey: ['subscription'] as const, queryFn: () => apiGet<Membership>('/subscription') });
export const useMembership = () => useQuery(membershipQuery);

/** POST /api/subscription/cancel: access continues to the end of the paid period. */
export function useCancelMembership() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<Membership>('/subscription/cancel'),
    onSuccess: (membership) => client.setQueryData(membershipQuery.queryKey, membership),
  });
}
