'use client';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import type { DeleteOwnAccountInput } from '@/lib/schemas/account';
import { matchFiltersToQuery, type MatchFilters } from '@/lib/shared/match-filters';
import { api, apiGet } from '../api';
import type { MemberPage, ProfileWithPhotos } from '../members';

export const userKeys = {
  all: ['users'] as const,
  /** Keyed by the query string, so equal filters share one cache entry whatever their key order. */
  matches: (filters: MatchFilters) => ['users', 'matches', matchFiltersToQuery(filters).toString()] as const,
  profile: (userId: string) => ['users', 'profile', userId] as const,
};

/**
 * GET /api/users: Find Matches with its filters and sort (lib/schemas/discovery.ts), page by page
 * over the cursor (`fetchNextPage` for infinite scroll). Each item is a `MemberCard`.
 */
export const matchesQuery = (filters: MatchFilters = {}) =>
  infiniteQueryOptions({
    queryKey: userKeys.matches(filters),
    queryFn: ({ pageParam }) => {
      const query = matchFiltersToQuery(filters);
      if (pageParam) query.set('cursor', pageParam);
      return apiGet<MemberPage>(`/users${query.size ? `?${query}` : ''}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // Only the plain list is worth keeping across visits, not every search and filter tried.
    meta: { persist: matchFiltersToQuery(filters).size === 0 },
  });

export const useMatches = (filters: MatchFilters = {}) => useInfiniteQuery(matchesQuery(filters));

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
