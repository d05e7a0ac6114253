import './jitless';
import { z } from 'zod';
import { MSG_INPUT } from '@/lib/shared/messages/input';
import { MSG_SAFETY } from '@/lib/shared/messages/safety';
import { REPORT_REASONS } from '@/lib/shared/report-reasons';

export const REPORT_DETAILS_MAX_LENGTH = 1000;

const id = (message: string) => z.string({ error: message }).trim().pipe(z.uuid({ error: message })).transform((value) => value.toLowerCase());

/** POST /api/reports, and the report dialog's form. `block` defaults to true: reporting also blocks. */
export const reportSchema = z.object({
  targetUserId: id(MSG_SAFETY.memberNotFound),
  messageId: id(MSG_SAFETY.reportMessageNotFound).optional(),
  photoId: id(MSG_SAFETY.reportPhotoNotFound).optional(),
  reason: z.enum(REPORT_REASONS, { error: MSG_SAFETY.reportReasonRequired }),
  details: z
    .string({ error: MSG_SAFETY.reportDetailsTooLong(REPORT_DETAILS_MAX_LENGTH) })
    .trim()
    .max(REPORT_DETAILS_MAX_LENGTH, MSG_SAFETY.reportDetailsTooLong(REPORT_DETAILS_MAX_LENGTH))
    .optional(),
  block: z.boolean({ error: MSG_INPUT.invalidRequest }).optional().default(true),
});
export type ReportValues = z.output<typeof reportSchema>;
