import './jitless';
import { z } from 'zod';
import { MSG_DISCOVERY } from '@/lib/shared/messages';
import { isCountryCode, MARITAL_STATUSES, PRAYER_LEVELS, SEEKING_AGE_MAX, SEEKING_AGE_MIN, SEEKING_STATUSES } from './discovery';
import { plainTextProblem } from './fields';

/**
 * The profile's optional discovery fields (issue 21). Each is optional: a key left out keeps its
 * stored value; `null` (or an empty text from a form) clears it. Every bad value's message names
 * its field.
 */
const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

const nullableText = (max: number, message: string) =>
  z.preprocess(
    emptyToNull,
    z
      .string({ error: message })
      .trim()
      .max(max, message)
      .refine((v) => !plainTextProblem(v), message)
      .nullable()
      .optional(),
  );

const nullableBool = (message: string) => z.boolean({ error: message }).nullable().optional();

const nullableEnum = <T extends readonly [string, ...string[]]>(values: T, message: string) => z.preprocess(emptyToNull, z.enum(values, { error: message }).nullable().optional());

const seekingAge = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : Number(v.trim())) : v),
    z.number({ error: message }).int(message).min(SEEKING_AGE_MIN, message).max(SEEKING_AGE_MAX, message).nullable().optional(),
  );

export const discoveryProfileFields = {
  city: nullableText(80, MSG_DISCOVERY.cityInvalid),
  country: z.preprocess(emptyToNull, z.string({ error: MSG_DISCOVERY.countryInvalid }).refine(isCountryCode, MSG_DISCOVERY.countryInvalid).nullable().optional()),
  willingToRelocate: nullableBool(MSG_DISCOVERY.willingToRelocateInvalid),
  maritalStatus: nullableEnum(MARITAL_STATUSES, MSG_DISCOVERY.maritalStatusInvalid),
  hasChildren: nullableBool(MSG_DISCOVERY.hasChildrenInvalid),
  languages: z
    .array(
      z
        .string({ error: MSG_DISCOVERY.languagesInvalid })
        .trim()
        .min(1, MSG_DISCOVERY.languagesInvalid)
        .max(40, MSG_DISCOVERY.languagesInvalid)
        .refine((v) => !plainTextProblem(v), MSG_DISCOVERY.languagesInvalid),
      { error: MSG_DISCOVERY.languagesInvalid },
    )
    .max(10, MSG_DISCOVERY.languagesInvalid)
    .transform((list) => [...new Set(list)])
    .optional(),
  prayer: nullableEnum(PRAYER_LEVELS, MSG_DISCOVERY.prayerInvalid),
  seekingAgeMin: seekingAge(MSG_DISCOVERY.seekingAgeMinInvalid),
  seekingAgeMax: seekingAge(MSG_DISCOVERY.seekingAgeMaxInvalid),
  seekingStatus: nullableEnum(SEEKING_STATUSES, MSG_DISCOVERY.seekingStatusInvalid),
};

/** Both ends given: from must not exceed to. One end alone is an open range. */
export function checkSeekingAges(v: { seekingAgeMin?: number | null; seekingAgeMax?: number | null }, ctx: z.RefinementCtx) {
  if (v.seekingAgeMin != null && v.seekingAgeMax != null && v.seekingAgeMin > v.seekingAgeMax) {
    ctx.addIssue({ code: 'custom', path: ['seekingAgeMin'], message: MSG_DISCOVERY.seekingAgeOrder });
  }
}
