'use client';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileData } from '@/lib/schemas/profile';
import { apiGet, apiPost } from '../api';
import { useAuthStore, type SessionUser } from '../auth-store';

/** GET /api/users/profile: the member's own profile. */
export const ownProfileQuery = queryOptions({ queryKey: ['profile'] as const, queryFn: () => apiGet<SessionUser>('/users/profile') });
export const useOwnProfile = () => useQuery(ownProfileQuery);

/** POST /api/users/profile: the saved profile also becomes the session's user. */
export function useSaveProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileData) => apiPost<SessionUser>('/users/profile', input),
    onSuccess: (saved) => {
      client.setQueryData(ownProfileQuery.queryKey, saved);
      const session = useAuthStore.getState();
      if (session.user) session.setUser({ ...session.user, ...saved });
    },
  });
}
