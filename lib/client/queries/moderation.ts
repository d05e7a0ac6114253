'use client';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import type { AppealDecisionInput, AppealInput, feedReviewedSchema, flagReviewSchema, ModerationActionInput, RemovalInput } from '@/lib/schemas/moderation';
import type { ClosedQueue } from '@/lib/server/moderation/list-closed';
import type { OpenQueue } from '@/lib/server/moderation/list-queue';
import type { MemberEvidence } from '@/lib/server/moderation/member-evidence';
import type { MessageContext } from '@/lib/server/moderation/message-context';
import type { MessageEvidence } from '@/lib/server/moderation/message-evidence';
import type { ModerationMember, ModerationReport } from '@/lib/server/moderation/present';
import type { ReportEvidence } from '@/lib/server/moderation/report-evidence';
import type { SanctionNotice } from '@/lib/server/moderation/sanction-refusal';
import { MODERATION_REFRESH_MS } from '@/lib/shared/constants';
import { api, apiGet, apiPost } from '../api';
import { adminKeys } from './admin';

export type { ClosedQueue, MemberEvidence, MessageContext, MessageEvidence, ModerationMember, ModerationReport, OpenQueue, ReportEvidence, SanctionNotice };
export type OpenAppeal = OpenQueue['appeals'][number];
export type ClosedReport = ClosedQueue['reports'][number];

export const moderationKeys = {
  all: ['admin', 'moderation'] as const,
  queue: (status: 'open' | 'closed') => ['admin', 'moderation', 'queue', status] as const,
  report: (id: string) => ['admin', 'moderation', 'report', id] as const,
  message: (id: string) => ['admin', 'moderation', 'message', id] as const,
  member: (id: string) => ['admin', 'moderation', 'member', id] as const,
};

// Evidence carries signed photo addresses and reporters' identities: never kept in localStorage.
const notPersisted = { meta: { persist: false } } as const;

/** GET /api/admin/reports?status=open: reports grouped by member, flagged messages, the new photos and texts, appeals. */
export const openQueueQuery = queryOptions({
  queryKey: moderationKeys.queue('open'),
  queryFn: () => apiGet<OpenQueue>('/admin/reports?status=open'),
  // Reports and appeals arrive from members at any time: the counts follow without a reload.
  refetchInterval: MODERATION_REFRESH_MS,
  ...notPersisted,
});
export const useOpenQueue = () => useQuery(openQueueQuery);

/** Open reports (members reported), for the admin menu's badge. */
export const useOpenReportCount = (): number => useQuery({ ...openQueueQuery, select: (queue) => queue.groups.length }).data ?? 0;

/** GET /api/admin/reports?status=closed: decided reports, newest decision first. */
export const useClosedReports = (enabled: boolean) =>
  useQuery({ queryKey: moderationKeys.queue('closed'), queryFn: () => apiGet<ClosedQueue>('/admin/reports?status=closed'), enabled, ...notPersisted });

/** GET /api/admin/reports/{id}: the evidence for one report. */
export const useReportEvidence = (id: string | undefined) =>
  useQuery({ queryKey: moderationKeys.report(id ?? ''), queryFn: () => apiGet<ReportEvidence>(`/admin/reports/${id}`), enabled: !!id, ...notPersisted });

/** GET /api/admin/messages/{id}: a flagged message in its conversation, and its sender. */
export const useMessageEvidence = (id: string | undefined) =>
  useQuery({ queryKey: moderationKeys.message(id ?? ''), queryFn: () => apiGet<MessageEvidence>(`/admin/messages/${id}`), enabled: !!id, ...notPersisted });

/** GET /api/admin/members/{id}/moderation: a member's profile, photos, sanctions and history. */
export const useMemberEvidence = (id: string | undefined) =>
  useQuery({ queryKey: moderationKeys.member(id ?? ''), queryFn: () => apiGet<MemberEvidence>(`/admin/members/${id}/moderation`), enabled: !!id, ...notPersisted });

/** Every decision changes the queue, the evidence and the audit log. */
function useAfterDecision() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: moderationKeys.all }), client.invalidateQueries({ queryKey: adminKeys.audit })]);
}

/** POST /api/admin/reports/{id}/action: dismiss, warn, suspend for N days or ban, with the reason the member is emailed. */
export function useReportAction(reportId: string) {
  const refresh = useAfterDecision();
  return useMutation({
    mutationFn: (input: ModerationActionInput) => apiPost<{ closedReportIds: string[]; action: string; endsAt: string | null }>(`/admin/reports/${reportId}/action`, input),
    onSuccess: refresh,
  });
}

/** POST /api/admin/flagged-messages/{id}/review: reviewed, optionally with an action on the sender. */
export function useReviewFlag(messageId: string) {
  const refresh = useAfterDecision();
  return useMutation({
    mutationFn: (input: z.input<typeof flagReviewSchema>) => apiPost<{ messageId: string }>(`/admin/flagged-messages/${messageId}/review`, input),
    onSuccess: refresh,
  });
}

/** DELETE /api/admin/photos/{id}: removes the photo and its file and emails the owner. */
export function useRemovePhoto() {
  const refresh = useAfterDecision();
  return useMutation({
    mutationFn: ({ photoId, ...input }: RemovalInput & { photoId: string }) => api<{ success: true }>('DELETE', `/admin/photos/${photoId}`, input),
    onSuccess: refresh,
  });
}

/** DELETE /api/admin/messages/{id}: the text becomes "Removed by moderators" for everyone; the sender is emailed. */
export function useRemoveMessage() {
  const refresh = useAfterDecision();
  return useMutation({
    mutationFn: ({ messageId, ...input }: RemovalInput & { messageId: string }) => api<{ success: true }>('DELETE', `/admin/messages/${messageId}`, input),
    onSuccess: refresh,
  });
}

/** POST /api/admin/moderation/reviewed: new photos and changed texts that are fine leave the feed. */
export function useMarkReviewed() {
  const refresh = useAfterDecision();
  return useMutation({
    mutationFn: (input: z.input<typeof feedReviewedSchema>) => apiPost<{ photoIds: string[]; profileIds: string[] }>('/admin/moderation/reviewed', input),
    onSuccess: refresh,
  });
}

/** POST /api/admin/appeals/{id}/decision: the sanction stands or is lifted; the member is emailed. */
export function useDecideAppeal(appealId: string) {
  const refresh = useAfterDecision();
  return useMutation({
    mutationFn: (input: AppealDecisionInput) => apiPost<{ appealId: string; decision: string }>(`/admin/appeals/${appealId}/decision`, input),
    onSuccess: refresh,
  });
}

/** POST /api/appeals: a sanctioned member's one appeal, authenticated by email and password. */
export function useSubmitAppeal() {
  return useMutation({ mutationFn: (input: AppealInput) => apiPost<{ id: string; status: string; message: string }>('/appeals', input) });
}
