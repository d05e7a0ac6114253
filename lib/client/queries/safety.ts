'use client';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ReportValues } from '@/lib/schemas/safety';
import type { BlockedMember } from '@/lib/server/safety/list-blocked';
import { apiDelete, apiGet, apiPost } from '../api';
import { chatKeys } from './chats';
import { photoKeys } from './photos';
import { userKeys } from './users';

export type { BlockedMember };

export const safetyKeys = { blocked: ['safety', 'blocked'] as const };

/** GET /api/users/blocked: the members this member blocked, newest first. */
export const blockedQuery = queryOptions({
  queryKey: safetyKeys.blocked,
  queryFn: async () => (await apiGet<{ users: BlockedMember[] }>('/users/blocked')).users,
});
export const useBlockedMembers = (enabled = true) => useQuery({ ...blockedQuery, enabled });

/** A block changes who appears where: matches, profiles, chats, photo requests all read again. */
function refreshAfterBlockChange(client: QueryClient, memberId: string) {
  void client.invalidateQueries({ queryKey: safetyKeys.blocked });
  void client.invalidateQueries({ queryKey: userKeys.all });
  void client.invalidateQueries({ queryKey: chatKeys.list });
  void client.invalidateQueries({ queryKey: photoKeys.requests });
  client.removeQueries({ queryKey: userKeys.profile(memberId) });
}

/** POST /api/users/{id}/block. */
export function useBlockMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) => apiPost<{ success: true }>(`/users/${memberId}/block`),
    onSuccess: (_, memberId) => refreshAfterBlockChange(client, memberId),
  });
}

/** DELETE /api/users/{id}/block. */
export function useUnblockMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) => apiDelete<{ success: true }>(`/users/${memberId}/block`),
    onSuccess: (_, memberId) => refreshAfterBlockChange(client, memberId),
  });
}

/** POST /api/reports: reporting blocks too unless `block` is false. */
export function useReportMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (report: ReportValues) => apiPost<{ id: string }>('/reports', report),
    onSuccess: (_, report) => {
      if (report.block) refreshAfterBlockChange(client, report.targetUserId);
    },
  });
}
