import './jitless';
import { z } from 'zod/mini';
import { MSG_DISCOVERY } from '@/lib/shared/messages/discovery';
import { isCountryCode, MARITAL_STATUSES, PRAYER_LEVELS, SEEKING_AGE_MAX, SEEKING_AGE_MIN, SEEKING_STATUSES } from '@/lib/shared/match-filters';
import { plainTextProblem, preprocess } from './fields';

/**
 * The profile's optional discovery fields (issue 21). Each is optional: a key left out keeps its
 * stored value; `null` (or an empty text from a form) clears it. Every bad value's message names
 * its field.
 */
const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

const nullableText = (max: number, message: string) =>
  preprocess(
    emptyToNull,
    z.optional(
      z.nullable(
        z.string({ error: message }).check(
          z.trim(),
          z.maxLength(max, message),
          z.refine((v) => !plainTextProblem(v), message),
        ),
      ),
    ),
  );

const nullableBool = (message: string) => z.optional(z.nullable(z.boolean({ error: message })));

const nullableEnum = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  preprocess(emptyToNull, z.optional(z.nullable(z.enum(values, { error: message }))));

const seekingAge = (message: string) =>
  preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : Number(v.trim())) : v),
    z.optional(z.nullable(z.number({ error: message }).check(z.int(message), z.gte(SEEKING_AGE_MIN, message), z.lte(SEEKING_AGE_MAX, message)))),
  );

export const discoveryProfileFields = {
  city: nullableText(80, MSG_DISCOVERY.cityInvalid),
  country: preprocess(emptyToNull, z.optional(z.nullable(z.string({ error: MSG_DISCOVERY.countryInvalid }).check(z.refine(isCountryCode, MSG_DISCOVERY.countryInvalid))))),
  willingToRelocate: nullableBool(MSG_DISCOVERY.willingToRelocateInvalid),
  maritalStatus: nullableEnum(MARITAL_STATUSES, MSG_DISCOVERY.maritalStatusInvalid),
  hasChildren: nullableBool(MSG_DISCOVERY.hasChildrenInvalid),
  languages: z.optional(
    z.pipe(
      z
        .array(
          z
            .string({ error: MSG_DISCOVERY.languagesInvalid })
            .check(
              z.trim(),
              z.minLength(1, MSG_DISCOVERY.languagesInvalid),
              z.maxLength(40, MSG_DISCOVERY.languagesInvalid),
              z.refine((v) => !plainTextProblem(v), MSG_DISCOVERY.languagesInvalid),
            ),
          { error: MSG_DISCOVERY.languagesInvalid },
        )
        .check(z.maxLength(10, MSG_DISCOVERY.languagesInvalid)),
      z.transform((list: string[]) => [...new Set(list)]),
    ),
  ),
  prayer: nullableEnum(PRAYER_LEVELS, MSG_DISCOVERY.prayerInvalid),
  seekingAgeMin: seekingAge(MSG_DISCOVERY.seekingAgeMinInvalid),
  seekingAgeMax: seekingAge(MSG_DISCOVERY.seekingAgeMaxInvalid),
  seekingStatus: nullableEnum(SEEKING_STATUSES, MSG_DISCOVERY.seekingStatusInvalid),
};

/** Both ends given: from must not exceed to. One end alone is an open range. */
export function checkSeekingAges(v: { seekingAgeMin?: number | null; seekingAgeMax?: number | null }, ctx: z.core.$RefinementCtx) {
  if (v.seekingAgeMin != null && v.seekingAgeMax != null && v.seekingAgeMin > v.seekingAgeMax) {
    ctx.addIssue({ code: 'custom', path: ['seekingAgeMin'], message: MSG_DISCOVERY.seekingAgeOrder });
  }
}
