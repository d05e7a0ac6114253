import './jitless';
import { z } from 'zod';
import { MSG, MSG_PAGES } from '@/lib/shared/messages';
import type { ReportReason } from '@/models/safety';

/** The reasons of a report (models/safety.ts, checked equal by a unit test), in the order the form lists them. */
export const CONCERN_REASONS = [
  'fake_profile',
  'scam',
  'harassment',
  'inappropriate_message',
  'inappropriate_photo',
  'underage',
  'other',
] as const satisfies readonly ReportReason[];


export const CONCERN_DETAILS_MIN = 20;
export const CONCERN_DETAILS_MAX = 4000;

/** The public /contact form: a concern raised without an account, shared by the form and POST /api/contact. */
export const concernSchema = z.object({
  email: z
    .string({ error: MSG_PAGES.contactEmailRequired })
    .trim()
    .min(1, MSG_PAGES.contactEmailRequired)
    .max(254, MSG.fieldTooLong)
    .pipe(z.email(MSG_PAGES.contactEmailInvalid))
    .transform((v) => v.toLowerCase()),
  member: z
    .string({ error: MSG.invalidRequest })
    .trim()
    .max(300, MSG.fieldTooLong)
    .optional()
    .transform((v) => v ?? ''),
  reason: z.enum(CONCERN_REASONS, { error: MSG_PAGES.contactReasonRequired }),
  details: z
    .string({ error: MSG_PAGES.contactDetailsRequired })
    .trim()
    .min(1, MSG_PAGES.contactDetailsRequired)
    .min(CONCERN_DETAILS_MIN, MSG_PAGES.contactDetailsTooShort)
    .max(CONCERN_DETAILS_MAX, MSG.fieldTooLong),
});

export type ConcernInput = z.input<typeof concernSchema>;
export type ConcernData = z.output<typeof concernSchema>;
