import type { MaritalStatus, MatchSort, PrayerLevel } from '@/lib/schemas/discovery';

/*
 * Find Matches' filters as plain values, without zod: the query cache keys every member page
 * reads (lib/client/queries/users.ts) need them, and only Find Matches needs the schemas that
 * read them back from a URL (lib/schemas/discovery.ts).
 */

/**
 * Find Matches' filters as the browser holds them (and the URL carries them): every key optional,
 * absent meaning "no filter". `mutual` absent means true, `sort` absent means newest.
 */
export type MatchFilters = {
  search?: string;
  ageMin?: number;
  ageMax?: number;
  status?: 'student' | 'graduate';
  university?: string;
  country?: string;
  city?: string;
  relocate?: boolean;
  maritalStatus?: MaritalStatus[];
  prayer?: PrayerLevel[];
  hasPhotos?: boolean;
  verified?: boolean;
  activeWithinDays?: number;
  joinedWithinDays?: number;
  mutual?: boolean;
  sort?: MatchSort;
};
export const MATCH_FILTER_KEYS = [
  'search',
  'ageMin',
  'ageMax',
  'status',
  'university',
  'country',
  'city',
  'relocate',
  'maritalStatus',
  'prayer',
  'hasPhotos',
  'verified',
  'activeWithinDays',
  'joinedWithinDays',
  'mutual',
  'sort',
] as const satisfies ReadonlyArray<keyof MatchFilters>;

/** The query string for `filters` (defaults left out, so equal searches give equal strings). */
export function matchFiltersToQuery(filters: MatchFilters): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of MATCH_FILTER_KEYS) {
    const value = filters[key];
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    if (key === 'mutual' && value === true) continue;
    if (key === 'sort' && value === 'newest') continue;
    if ((key === 'relocate' || key === 'hasPhotos' || key === 'verified') && value === false) continue;
    query.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return query;
}

/** How many filters are set, for the "Filters (3)" badge: search and sort are not filters. */
export function activeFilterCount(filters: MatchFilters): number {
  return MATCH_FILTER_KEYS.filter((key) => {
    if (key === 'search' || key === 'sort') return false;
    const value = filters[key];
    if (key === 'mutual') return value === false;
    if (value === false) return false;
    return value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);
  }).length;
}
