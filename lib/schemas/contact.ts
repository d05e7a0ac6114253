import './jitless';
import { z } from 'zod';
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
  email: z
    .string({ error: MSG_CONTACT.emailRequired })
    .trim()
    .min(1, MSG_CONTACT.emailRequired)
    .max(254, MSG_FORMS.fieldTooLong)
    .pipe(z.email(MSG_CONTACT.emailInvalid))
    .transform((v) => v.toLowerCase()),
  member: z
    .string({ error: MSG_INPUT.invalidRequest })
    .trim()
    .max(300, MSG_FORMS.fieldTooLong)
    .optional()
    .transform((v) => v ?? ''),
  reason: z.enum(CONCERN_REASONS, { error: MSG_CONTACT.reasonRequired }),
  details: z
    .string({ error: MSG_CONTACT.detailsRequired })
    .trim()
    .min(1, MSG_CONTACT.detailsRequired)
    .min(CONCERN_DETAILS_MIN, MSG_CONTACT.detailsTooShort)
    .max(CONCERN_DETAILS_MAX, MSG_FORMS.fieldTooLong),
});

export type ConcernData = z.output<typeof concernSchema>;
