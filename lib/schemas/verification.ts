import './jitless';
import { z } from 'zod';
import { MSG_VERIFICATION, POSE_IDS } from '@/lib/shared/messages/verification';
import { emailField, linkTokenField } from './fields';
import { pathId } from './params';

/** POST /api/verification/university-email: the address to send the link to. */
export const universityEmailSchema = z.object({ email: emailField(MSG_VERIFICATION.emailRequired, MSG_VERIFICATION.emailInvalid) });
export type UniversityEmailInput = z.input<typeof universityEmailSchema>;

export const universityConfirmSchema = z.object({ token: linkTokenField(MSG_VERIFICATION.linkInvalid) });

/** The selfie's multipart `poseId`: one of the poses we ask for. */
export const poseIdField = z
  .string({ error: MSG_VERIFICATION.poseRequired })
  .trim()
  .min(1, MSG_VERIFICATION.poseRequired)
  .refine((id): id is (typeof POSE_IDS)[number] => (POSE_IDS as readonly string[]).includes(id), MSG_VERIFICATION.poseUnknown);

export const VERIFICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const verificationListQuerySchema = z.object({ status: z.enum(VERIFICATION_STATUSES, { error: MSG_VERIFICATION.statusParam }).default('pending') });

export const SELFIE_REASON_MAX = 500;

/** A moderator's decision on a selfie: a reason is required to refuse (it is emailed to the member). */
export const verificationDecisionSchema = z
  .object({
    approve: z.boolean({ error: MSG_VERIFICATION.reasonRequired }),
    reason: z.string().trim().max(SELFIE_REASON_MAX, MSG_VERIFICATION.reasonTooLong).optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.approve && !value.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: MSG_VERIFICATION.reasonRequired });
  })
  .transform(({ approve, reason }) => ({ approve, reason: approve ? null : (reason ?? null) }));
export type VerificationDecisionInput = z.input<typeof verificationDecisionSchema>;

/** The refuse form: the reason alone (approving needs none). */
export const refuseReasonSchema = z.object({
  reason: z.string().trim().min(1, MSG_VERIFICATION.reasonRequired).max(SELFIE_REASON_MAX, MSG_VERIFICATION.reasonTooLong),
});
export type RefuseReasonInput = z.input<typeof refuseReasonSchema>;

export const verificationIdParams = z.object({ id: pathId(MSG_VERIFICATION.verificationNotFound) });

export const womenReviewerSchema = z.object({ reviewsWomen: z.boolean({ error: MSG_VERIFICATION.reviewerNotAdmin }) });
