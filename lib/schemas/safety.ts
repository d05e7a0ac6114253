import './jitless';
import { z } from 'zod/mini';
import { MSG_INPUT } from '@/lib/shared/messages/input';
import { MSG_SAFETY } from '@/lib/shared/messages/safety';
import { REPORT_REASONS } from '@/lib/shared/report-reasons';

export const REPORT_DETAILS_MAX_LENGTH = 1000;

const id = (message: string) => z.pipe(z.string({ error: message }).check(z.trim()), z.uuid({ error: message }).check(z.toLowerCase()));

/** POST /api/reports, and the report dialog's form. `block` defaults to true: reporting also blocks. */
export const reportSchema = z.object({
  targetUserId: id(MSG_SAFETY.memberNotFound),
  messageId: z.optional(id(MSG_SAFETY.reportMessageNotFound)),
  photoId: z.optional(id(MSG_SAFETY.reportPhotoNotFound)),
  reason: z.enum(REPORT_REASONS, { error: MSG_SAFETY.reportReasonRequired }),
  details: z.optional(
    z
      .string({ error: MSG_SAFETY.reportDetailsTooLong(REPORT_DETAILS_MAX_LENGTH) })
      .check(z.trim(), z.maxLength(REPORT_DETAILS_MAX_LENGTH, MSG_SAFETY.reportDetailsTooLong(REPORT_DETAILS_MAX_LENGTH))),
  ),
  block: z._default(z.optional(z.boolean({ error: MSG_INPUT.invalidRequest })), true),
});
export type ReportValues = z.output<typeof reportSchema>;
