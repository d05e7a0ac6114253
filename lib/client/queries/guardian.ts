'use client';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChaperoneInput, GuardianAction } from '@/lib/schemas/guardian';
import type { OwnGuardian } from '@/lib/server/guardians/own-guardian';
import type { GuardianLinkView } from '@/lib/server/guardians/view-link';
import { apiGet, apiPost, apiPut } from '../api';

export type { OwnGuardian, GuardianLinkView };

/** GET /api/guardian: her guardian's status, her chaperone choice and the log of guardian mail. */
export const ownGuardianQuery = queryOptions({ queryKey: ['guardian'] as const, queryFn: () => apiGet<OwnGuardian>('/guardian') });
export const useOwnGuardian = (enabled = true) => useQuery({ ...ownGuardianQuery, enabled });

/** PUT /api/guardian/chaperone: what her guardian receives. */
export function useSetChaperone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ChaperoneInput) => apiPut<OwnGuardian>('/guardian/chaperone', input),
    onSuccess: (saved) => client.setQueryData(ownGuardianQuery.queryKey, saved),
  });
}

/** POST /api/guardian/view: what a guardian's emailed link is about. A POST keeps the token out of URLs. */
export const useGuardianLink = (token: string) =>
  useQuery({
    queryKey: ['guardian-link', token] as const,
    queryFn: () => apiPost<GuardianLinkView>('/guardian/view', { token }),
    meta: { persist: false },
    staleTime: Infinity,
  });

/** POST /api/guardian/respond: the guardian confirms, declines, or stops the emails about her or every email. */
export function useGuardianRespond(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: GuardianAction) => apiPost<{ status: GuardianLinkView['status'] }>('/guardian/respond', { token, action }),
    onSuccess: ({ status }, action) =>
      client.setQueryData<GuardianLinkView>(['guardian-link', token], (view) => (view ? { ...view, status, stoppedAll: view.stoppedAll || action === 'unsubscribe_all' } : view)),
  });
}
