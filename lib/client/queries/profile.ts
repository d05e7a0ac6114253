'use client';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileData } from '@/lib/schemas/profile';
import type { OwnGuardian } from '@/lib/server/guardians/own-guardian';
import type { OwnVerification } from '@/lib/server/verification/status';
import { apiGet, apiPost } from '../api';
import { useAuthStore, type SessionUser } from '../auth-store';

/** The own profile: the session's fields, where her guardian stands (null for men) and her badges. */
export type OwnProfile = SessionUser & { guardianStatus: OwnGuardian['status']; verification: OwnVerification };

/** GET /api/users/profile: the member's own profile. */
export const ownProfileQuery = queryOptions({ queryKey: ['profile'] as const, queryFn: () => apiGet<OwnProfile>('/users/profile') });
export const useOwnProfile = () => useQuery(ownProfileQuery);

/** POST /api/users/profile: the saved profile also becomes the session's user. */
export function useSaveProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileData) => apiPost<OwnProfile>('/users/profile', input),
    onSuccess: (saved) => {
      client.setQueryData(ownProfileQuery.queryKey, saved);
      // A new guardian means a new status and new mail in her Guardian section.
      void client.invalidateQueries({ queryKey: ['guardian'] });
      const { guardianStatus: _shownOnProfileOnly, verification: _settingsOnly, ...user } = saved;
      const session = useAuthStore.getState();
      if (session.user) session.setUser({ ...session.user, ...user });
    },
  });
}
