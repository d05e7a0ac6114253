'use client';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import type { DeleteOwnAccountInput } from '@/lib/schemas/account';
import { api, apiGet } from '../api';
import type { MemberPage, ProfileWithPhotos } from '../members';

export const userKeys = {
  all: ['users'] as const,
  matches: (search: string) => ['users', 'matches', search] as const,
  profile: (userId: string) => ['users', 'profile', userId] as const,
};

/** GET /api/users: Find Matches, a first-name search page by page (`cursor`). */
export const matchesQuery = (search: string) =>
  infiniteQueryOptions({
    queryKey: userKeys.matches(search),
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams();
      if (search) query.set('search', search);
      if (pageParam) query.set('cursor', pageParam);
      return apiGet<MemberPage>(`/users${query.size ? `?${query}` : ''}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // Only the plain list is worth keeping across visits, not every search typed.
    meta: { persist: !search },
  });

export const useMatches = (search: string) => useInfiniteQuery(matchesQuery(search));

/** GET /api/users/profile/{id}: another member's profile; its signed photo addresses expire, so it is never stored. */
export const profileQuery = (userId: string) =>
  queryOptions({
    queryKey: userKeys.profile(userId),
    queryFn: () => apiGet<ProfileWithPhotos>(`/users/profile/${userId}`),
    meta: { persist: false },
    staleTime: 0,
  });

export const useMemberProfile = (userId: string | null) => useQuery({ ...profileQuery(userId ?? ''), enabled: !!userId });

/** DELETE /api/users/profile: the member deletes her own account, confirmed with her password. */
export function useDeleteOwnAccount() {
  return useMutation({ mutationFn: (input: DeleteOwnAccountInput) => api<{ message: string }>('DELETE', '/users/profile', input) });
}
