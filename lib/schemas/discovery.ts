import './jitless';
import { z } from 'zod/mini';
import { MATCH_PARAM_READERS as READ, type MatchSort } from '@/lib/shared/match-filters';
import { MSG_DISCOVERY } from '@/lib/shared/messages/discovery';

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

/**
 * The filter parameters of GET /api/users, from the query string's texts; each bad value is a 400
 * naming its parameter. `limit`, `cursor` and `search` are read by the server's list query.
 */
export const matchFilterParamsShape = {
  ageMin: param(MSG_DISCOVERY.ageMinParam, READ.ageMin),
  ageMax: param(MSG_DISCOVERY.ageMaxParam, READ.ageMax),
  status: param(MSG_DISCOVERY.statusParam, READ.status),
  university: param(MSG_DISCOVERY.universityParam, READ.university),
  country: param(MSG_DISCOVERY.countryParam, READ.country),
  city: param(MSG_DISCOVERY.cityParam, READ.city),
  relocate: param(MSG_DISCOVERY.relocateParam, READ.relocate),
  maritalStatus: param(MSG_DISCOVERY.maritalStatusParam, READ.maritalStatus),
  prayer: param(MSG_DISCOVERY.prayerParam, READ.prayer),
  hasPhotos: param(MSG_DISCOVERY.hasPhotosParam, READ.hasPhotos),
  verified: param(MSG_DISCOVERY.verifiedParam, READ.verified),
  activeWithinDays: param(MSG_DISCOVERY.activeWithinDaysParam, READ.activeWithinDays),
  joinedWithinDays: param(MSG_DISCOVERY.joinedWithinDaysParam, READ.joinedWithinDays),
  mutual: z.pipe(param(MSG_DISCOVERY.mutualParam, READ.mutual), z.transform((v: boolean | undefined) => v ?? true)),
  sort: z.pipe(param(MSG_DISCOVERY.sortParam, READ.sort), z.transform((v: MatchSort | undefined) => v ?? 'newest')),
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
