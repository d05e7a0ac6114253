import './jitless';
import { z } from 'zod/mini';
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
  .check(
    z.trim(),
    z.minLength(1, MSG_VERIFICATION.poseRequired),
    z.refine((id) => (POSE_IDS as readonly string[]).includes(id), MSG_VERIFICATION.poseUnknown),
  );

export const VERIFICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const verificationListQuerySchema = z.object({ status: z._default(z.enum(VERIFICATION_STATUSES, { error: MSG_VERIFICATION.statusParam }), 'pending') });

export const SELFIE_REASON_MAX = 500;

/** A moderator's decision on a selfie: a reason is required to refuse (it is emailed to the member). */
export const verificationDecisionSchema = z.pipe(
  z
    .object({
      approve: z.boolean({ error: MSG_VERIFICATION.reasonRequired }),
      reason: z.optional(z.string().check(z.trim(), z.maxLength(SELFIE_REASON_MAX, MSG_VERIFICATION.reasonTooLong))),
    })
    .check(
      z.superRefine((value, ctx) => {
        if (!value.approve && !value.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: MSG_VERIFICATION.reasonRequired });
      }),
    ),
  z.transform(({ approve, reason }: { approve: boolean; reason?: string }) => ({ approve, reason: approve ? null : (reason ?? null) })),
);
export type VerificationDecisionInput = z.input<typeof verificationDecisionSchema>;

/** The refuse form: the reason alone (approving needs none). */
export const refuseReasonSchema = z.object({
  reason: z.string().check(z.trim(), z.minLength(1, MSG_VERIFICATION.reasonRequired), z.maxLength(SELFIE_REASON_MAX, MSG_VERIFICATION.reasonTooLong)),
});
export type RefuseReasonInput = z.input<typeof refuseReasonSchema>;

export const verificationIdParams = z.object({ id: pathId(MSG_VERIFICATION.verificationNotFound) });

export const womenReviewerSchema = z.object({ reviewsWomen: z.boolean({ error: MSG_VERIFICATION.reviewerNotAdmin }) });
