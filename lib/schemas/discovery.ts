import './jitless';
import { z } from 'zod/mini';
import { COUNTRY_CODES } from '@/lib/shared/countries';
import { MATCH_FILTER_KEYS, type MatchFilters } from '@/lib/shared/match-filters';
import { MSG_DISCOVERY } from '@/lib/shared/messages/discovery';

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

const blankToUndefined = (raw: string | undefined) => (raw === undefined || raw.trim() === '' ? undefined : raw.trim());

/**
 * One query-string parameter: absent or blank means "no filter"; otherwise `read` gives its value,
 * or undefined for a value the parameter refuses, which is a 400 with the parameter's message.
 */
const param = <T>(message: string, read: (value: string) => T | undefined) =>
  z.pipe(
    z.optional(z.string()),
    z.transform((raw: string | undefined, payload) => {
      const value = blankToUndefined(raw);
      if (value === undefined) return undefined;
      const result = read(value);
      if (result === undefined) payload.issues.push({ code: 'custom', message, input: raw });
      return result;
    }),
  );

const intParam = (min: number, max: number, message: string) =>
  param(message, (value) => {
    const n = /^\d{1,4}$/.test(value) ? Number(value) : Number.NaN;
    return n >= min && n <= max ? n : undefined;
  });

/** `true`/`false`; `false` and absent both mean "no filter" except for `mutual`. */
const boolParam = (message: string) => param(message, (value) => (value === 'true' ? true : value === 'false' ? false : undefined));

const listParam = <T extends string>(allowed: readonly T[], message: string) =>
  param(message, (value) => {
    const items = [...new Set(value.split(',').map((s) => s.trim()))];
    return items.every((item): item is T => (allowed as readonly string[]).includes(item)) ? items : undefined;
  });

const enumParam = <T extends string>(allowed: readonly T[], message: string) =>
  param(message, (value) => ((allowed as readonly string[]).includes(value) ? (value as T) : undefined));

const textParam = (max: number, message: string, normalize: (v: string) => string = (v) => v, valid: (v: string) => boolean = () => true) =>
  param(message, (value) => (value.length <= max && valid(normalize(value)) ? normalize(value) : undefined));

/**
 * The filter parameters of GET /api/users, from the query string's texts; each bad value is a 400
 * naming its parameter. `limit`, `cursor` and `search` are read by the server's list query.
 */
export const matchFilterParamsShape = {
  ageMin: intParam(SEEKING_AGE_MIN, SEEKING_AGE_MAX, MSG_DISCOVERY.ageMinParam),
  ageMax: intParam(SEEKING_AGE_MIN, SEEKING_AGE_MAX, MSG_DISCOVERY.ageMaxParam),
  status: enumParam(['student', 'graduate'] as const, MSG_DISCOVERY.statusParam),
  university: textParam(120, MSG_DISCOVERY.universityParam, (v) => v.toLowerCase()),
  country: textParam(2, MSG_DISCOVERY.countryParam, (v) => v.toUpperCase(), isCountryCode),
  city: textParam(80, MSG_DISCOVERY.cityParam, (v) => v.toLowerCase()),
  relocate: boolParam(MSG_DISCOVERY.relocateParam),
  maritalStatus: listParam(MARITAL_STATUSES, MSG_DISCOVERY.maritalStatusParam),
  prayer: listParam(PRAYER_LEVELS, MSG_DISCOVERY.prayerParam),
  hasPhotos: boolParam(MSG_DISCOVERY.hasPhotosParam),
  verified: boolParam(MSG_DISCOVERY.verifiedParam),
  activeWithinDays: intParam(1, MAX_FILTER_DAYS, MSG_DISCOVERY.activeWithinDaysParam),
  joinedWithinDays: intParam(1, MAX_FILTER_DAYS, MSG_DISCOVERY.joinedWithinDaysParam),
  mutual: z.pipe(boolParam(MSG_DISCOVERY.mutualParam), z.transform((v: boolean | undefined) => v ?? true)),
  sort: z.pipe(enumParam(MATCH_SORTS, MSG_DISCOVERY.sortParam), z.transform((v: MatchSort | undefined) => v ?? 'newest')),
};

export function checkAgeOrder(v: { ageMin?: number; ageMax?: number }, ctx: z.core.$RefinementCtx) {
  if (v.ageMin !== undefined && v.ageMax !== undefined && v.ageMin > v.ageMax)
    ctx.addIssue({
      code: 'custom',
      path: ['ageMin'],
      message: MSG_DISCOVERY.ageOrderParam,
    });
}

export const matchFilterParamsSchema = z.object(matchFilterParamsShape).check(z.superRefine(checkAgeOrder));
export type MatchFilterParams = z.output<typeof matchFilterParamsSchema>;

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
    const raw = params.get(key);
    if (raw === null) continue;
    const field = matchFilterParamsShape[key].safeParse(raw);
    if (field.success && field.data !== undefined) Object.assign(filters, { [key]: field.data });
  }
  if (filters.ageMin !== undefined && filters.ageMax !== undefined && filters.ageMin > filters.ageMax) delete filters.ageMax;
  if (filters.mutual === true) delete filters.mutual;
  if (filters.sort === 'newest') delete filters.sort;
  return filters;
}
