'use client';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UniversityEmailInput, VerificationDecisionInput } from '@/lib/schemas/verification';
import type { AdminVerification } from '@/lib/server/verification/list-verifications';
import type { listWomenReviewers } from '@/lib/server/verification/women-reviewers';
import type { OwnVerification } from '@/lib/server/verification/status';
import { apiGet, apiPost, apiPut, apiUpload } from '../api';
import { ownProfileQuery } from './profile';

export type { AdminVerification, OwnVerification };
export type WomenReviewer = Awaited<ReturnType<typeof listWomenReviewers>>['reviewers'][number];
export type SelfiePose = { poseId: string; instruction: string };

export const verificationKeys = {
  pose: ['verification', 'pose'] as const,
  admin: (status: 'pending' | 'approved' | 'rejected') => ['admin', 'verifications', status] as const,
  reviewers: ['admin', 'verifications', 'reviewers'] as const,
};

// Selfie addresses are signed for one admin and short-lived: never kept in localStorage.
const notPersisted = { meta: { persist: false } } as const;

/** Her badges move with these calls: the own profile carries `verification`. */
const refreshOwnProfile = (client: ReturnType<typeof useQueryClient>) => client.invalidateQueries({ queryKey: ownProfileQuery.queryKey });

/** POST /api/verification/university-email: sends the link to her university address. */
export function useRequestUniversityEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UniversityEmailInput) => apiPost<{ status: 'pending' }>('/verification/university-email', input),
    onSuccess: () => refreshOwnProfile(client),
  });
}

/** POST /api/verification/university-email/confirm: the /verify page's button. */
export function useConfirmUniversityEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiPost<{ university: 'verified'; institution: string | null }>('/verification/university-email/confirm', { token }),
    onSuccess: () => refreshOwnProfile(client),
  });
}

/** GET /api/verification/selfie/pose: a pose at random; asked again for another one. */
export const useSelfiePose = (enabled: boolean) =>
  useQuery({ queryKey: verificationKeys.pose, queryFn: () => apiGet<SelfiePose>('/verification/selfie/pose'), enabled, staleTime: Infinity, ...notPersisted });

/** POST /api/verification/selfie (multipart `photo`, `poseId`), with its progress. */
export function useSubmitSelfie() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, poseId, onProgress }: { file: File; poseId: string; onProgress: (percent: number) => void }) => {
      const form = new FormData();
      form.append('poseId', poseId);
      form.append('photo', file);
      return apiUpload<{ status: 'pending' }>('/verification/selfie', form, onProgress);
    },
    onSuccess: () => {
      client.removeQueries({ queryKey: verificationKeys.pose });
      return refreshOwnProfile(client);
    },
  });
}

/** GET /api/admin/verifications?status=: the moderators' Verifications section. */
export const adminVerificationsQuery = (status: 'pending' | 'approved' | 'rejected') =>
  queryOptions({
    queryKey: verificationKeys.admin(status),
    queryFn: () => apiGet<{ verifications: AdminVerification[] }>(`/admin/verifications?status=${status}`),
    ...notPersisted,
  });
export const useAdminVerifications = (status: 'pending' | 'approved' | 'rejected' = 'pending') => useQuery(adminVerificationsQuery(status));

/** POST /api/admin/verifications/{id}/decide. */
export function useDecideVerification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...decision }: VerificationDecisionInput & { id: string }) => apiPost<{ id: string; status: 'approved' | 'rejected' }>(`/admin/verifications/${id}/decide`, decision),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'verifications'] }),
  });
}

/** GET /api/admin/verifications/reviewers: every admin, and who reviews women's verifications. */
export const useWomenReviewers = () =>
  useQuery({ queryKey: verificationKeys.reviewers, queryFn: () => apiGet<{ reviewers: WomenReviewer[] }>('/admin/verifications/reviewers'), ...notPersisted });

/** PUT /api/admin/verifications/reviewers/{id}: marks an admin as reviewing women's verifications, or not. */
export function useSetWomenReviewer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reviewsWomen }: { id: string; reviewsWomen: boolean }) => apiPut<{ reviewer: WomenReviewer }>(`/admin/verifications/reviewers/${id}`, { reviewsWomen }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'verifications'] }),
  });
}
