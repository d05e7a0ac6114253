import { COUNTRY_CODES } from './countries';

/*
 * Find Matches' filters as plain values, without zod: every member page reads them (the query
 * cache keys in lib/client/queries/users.ts, the filters in the address), and zod would add
 * 19 kB to each. lib/schemas/discovery.ts builds the server's checks of GET /api/users from the
 * same readers, so the browser and the server agree on what every parameter accepts.
 */

export const MARITAL_STATUSES = ['never_married', 'divorced', 'widowed'] as const;
export const PRAYER_LEVELS = ['always', 'usually', 'sometimes', 'rarely'] as const;
export const SEEKING_STATUSES = ['student', 'graduate', 'either'] as const;
/** How recently a member was active, in buckets: never an exact time. */
export const ACTIVITY_BUCKETS = ['today', 'this_week', 'this_month', 'earlier'] as const;
export const MATCH_SORTS = ['newest', 'active', 'compatibility'] as const;
export const SEEKING_AGE_MIN = 18;
export const SEEKING_AGE_MAX = 99;
export const MAX_FILTER_DAYS = 365;

export type MaritalStatus = (typeof MARITAL_STATUSES)[number];
export type PrayerLevel = (typeof PRAYER_LEVELS)[number];
export type SeekingStatus = (typeof SEEKING_STATUSES)[number];
export type ActivityBucket = (typeof ACTIVITY_BUCKETS)[number];
export type MatchSort = (typeof MATCH_SORTS)[number];

export const isCountryCode = (value: string) => COUNTRY_CODES.has(value);

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

type ParamReader<T> = (value: string) => T | undefined;

const intReader =
  (min: number, max: number): ParamReader<number> =>
  (value) => {
    const n = /^\d{1,4}$/.test(value) ? Number(value) : Number.NaN;
    return n >= min && n <= max ? n : undefined;
  };

const boolReader: ParamReader<boolean> = (value) => (value === 'true' ? true : value === 'false' ? false : undefined);

const listReader =
  <T extends string>(allowed: readonly T[]): ParamReader<T[]> =>
  (value) => {
    const items = [...new Set(value.split(',').map((s) => s.trim()))];
    return items.every((item): item is T => (allowed as readonly string[]).includes(item)) ? items : undefined;
  };

const enumReader =
  <T extends string>(allowed: readonly T[]): ParamReader<T> =>
  (value) =>
    (allowed as readonly string[]).includes(value) ? (value as T) : undefined;

const textReader =
  (max: number, normalize: (v: string) => string = (v) => v, valid: (v: string) => boolean = () => true): ParamReader<string> =>
  (value) =>
    value.length <= max && valid(normalize(value)) ? normalize(value) : undefined;

/**
 * What each filter parameter of GET /api/users accepts, from its trimmed, non-blank text: its
 * value, or undefined for a value it refuses. `search` is read by the server's list query.
 */
export const MATCH_PARAM_READERS: { [K in Exclude<keyof MatchFilters, 'search'>]-?: ParamReader<NonNullable<MatchFilters[K]>> } = {
  ageMin: intReader(SEEKING_AGE_MIN, SEEKING_AGE_MAX),
  ageMax: intReader(SEEKING_AGE_MIN, SEEKING_AGE_MAX),
  status: enumReader(['student', 'graduate'] as const),
  university: textReader(120, (v) => v.toLowerCase()),
  country: textReader(2, (v) => v.toUpperCase(), isCountryCode),
  city: textReader(80, (v) => v.toLowerCase()),
  relocate: boolReader,
  maritalStatus: listReader(MARITAL_STATUSES),
  prayer: listReader(PRAYER_LEVELS),
  hasPhotos: boolReader,
  verified: boolReader,
  activeWithinDays: intReader(1, MAX_FILTER_DAYS),
  joinedWithinDays: intReader(1, MAX_FILTER_DAYS),
  mutual: boolReader,
  sort: enumReader(MATCH_SORTS),
};

/**
 * Filters read back from a URL (a shared or reloaded search): a value the server would refuse is
 * dropped rather than shown as an error, so an old link still opens.
 */
export function matchFiltersFromQuery(params: URLSearchParams): MatchFilters {
  const filters: MatchFilters = {};
  const search = params.get('search')?.trim();
  if (search) filters.search = search;
  for (const key of MATCH_FILTER_KEYS) {
    if (key === 'search') continue;
    const raw = params.get(key)?.trim();
    if (!raw) continue;
    const value = MATCH_PARAM_READERS[key](raw);
    if (value !== undefined) Object.assign(filters, { [key]: value });
  }
  if (filters.ageMin !== undefined && filters.ageMax !== undefined && filters.ageMin > filters.ageMax) delete filters.ageMax;
  if (filters.mutual === true) delete filters.mutual;
  if (filters.sort === 'newest') delete filters.sort;
  return filters;
}
