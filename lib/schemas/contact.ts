import './jitless';
import { z } from 'zod/mini';
import { MSG_CONTACT } from '@/lib/shared/messages/contact';
import { MSG_FORMS, MSG_INPUT } from '@/lib/shared/messages/input';
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
  email: z.pipe(
    z.string({ error: MSG_CONTACT.emailRequired }).check(z.trim(), z.minLength(1, MSG_CONTACT.emailRequired), z.maxLength(254, MSG_FORMS.fieldTooLong)),
    z.email(MSG_CONTACT.emailInvalid).check(z.toLowerCase()),
  ),
  member: z.pipe(
    z.optional(z.string({ error: MSG_INPUT.invalidRequest }).check(z.trim(), z.maxLength(300, MSG_FORMS.fieldTooLong))),
    z.transform((v: string | undefined) => v ?? ''),
  ),
  reason: z.enum(CONCERN_REASONS, { error: MSG_CONTACT.reasonRequired }),
  details: z
    .string({ error: MSG_CONTACT.detailsRequired })
    .check(
      z.trim(),
      z.minLength(1, MSG_CONTACT.detailsRequired),
      z.minLength(CONCERN_DETAILS_MIN, MSG_CONTACT.detailsTooShort),
      z.maxLength(CONCERN_DETAILS_MAX, MSG_FORMS.fieldTooLong),
    ),
});

export type ConcernData = z.output<typeof concernSchema>;
