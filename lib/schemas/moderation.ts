import './jitless';
import { z } from 'zod/mini';
import { MSG_AUTH } from '@/lib/shared/messages/auth';
import { MSG_INPUT } from '@/lib/shared/messages/input';
import { MSG_MODERATION } from '@/lib/shared/messages/moderation';
import { emailField, preprocess } from './fields';
import { idParams } from './params';

export const MODERATION_DECISIONS = ['dismiss', 'warn', 'suspend', 'ban'] as const;
export const APPEAL_DECISIONS = ['uphold', 'lift'] as const;
export const SUSPEND_MAX_DAYS = 365;
export const APPEAL_MIN_LENGTH = 20;
export const APPEAL_MAX_LENGTH = 2000;
const MAX_BATCH = 100;

/** What the member will read in the email, so it must be there and short enough to read. */
const reasonField = z
  .string({ error: MSG_MODERATION.reasonRequired })
  .check(z.trim(), z.minLength(1, MSG_MODERATION.reasonRequired), z.maxLength(1000, MSG_MODERATION.reasonTooLong));

/** Days arrive as a number from the API or as the text of a number input from the form. */
const daysField = preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim())) : v),
  z.optional(
    z.number({ error: MSG_MODERATION.daysRequired }).check(z.int(MSG_MODERATION.daysRange), z.gte(1, MSG_MODERATION.daysRange), z.lte(SUSPEND_MAX_DAYS, MSG_MODERATION.daysRange)),
  ),
);

export const moderationActionSchema = z.pipe(
  z
    .object({
      action: z.enum(MODERATION_DECISIONS, { error: MSG_MODERATION.chooseAction }),
      reason: reasonField,
      days: daysField,
    })
    .check(
      z.superRefine((value, ctx) => {
        if (value.action === 'suspend' && value.days === undefined) ctx.addIssue({ code: 'custom', path: ['days'], message: MSG_MODERATION.daysRequired });
      }),
    ),
  z.transform(({ action, reason, days }: { action: (typeof MODERATION_DECISIONS)[number]; reason: string; days?: number }) => ({
    action,
    reason,
    days: action === 'suspend' ? days : undefined,
  })),
);
export type ModerationActionInput = z.input<typeof moderationActionSchema>;
export type ModerationActionBody = z.output<typeof moderationActionSchema>;

export const removalSchema = z.object({ reason: reasonField });
export type RemovalInput = z.input<typeof removalSchema>;

export const appealDecisionSchema = z.object({
  decision: z.enum(APPEAL_DECISIONS, { error: MSG_MODERATION.chooseDecision }),
  reason: reasonField,
});
export type AppealDecisionInput = z.input<typeof appealDecisionSchema>;

export const appealSchema = z.object({
  email: emailField(MSG_AUTH.loginFillAll),
  password: z.string({ error: MSG_AUTH.loginFillAll }).check(z.minLength(1, MSG_AUTH.loginFillAll), z.maxLength(1024, MSG_AUTH.invalidCredentials)),
  text: z
    .string({ error: MSG_MODERATION.appealRequired })
    .check(
      z.trim(),
      z.minLength(1, MSG_MODERATION.appealRequired),
      z.minLength(APPEAL_MIN_LENGTH, MSG_MODERATION.appealTooShort),
      z.maxLength(APPEAL_MAX_LENGTH, MSG_MODERATION.appealTooLong),
    ),
});
export type AppealInput = z.input<typeof appealSchema>;
/** The login page asks only for the text: the email and password are the ones just tried. */
export const appealTextSchema = z.pick(appealSchema, { text: true });

export const queueQuerySchema = z.object({
  status: z._default(z.optional(z.enum(['open', 'closed'], { error: MSG_MODERATION.statusInvalid })), 'open'),
});

const idList = z.array(z.uuid({ error: MSG_MODERATION.invalidId }).check(z.toLowerCase()), { error: MSG_INPUT.invalidRequest }).check(z.maxLength(MAX_BATCH, MSG_MODERATION.tooManyItems));

/** Post-moderation: photos and profile texts an admin has looked at and found fine. */
export const feedReviewedSchema = z.object({
  photoIds: z._default(z.optional(idList), []),
  profileIds: z._default(z.optional(idList), []),
});

/** A flagged message is marked reviewed, optionally with an action on its sender. */
export const flagReviewSchema = z
  .object({
    action: z._default(z.optional(z.enum(MODERATION_DECISIONS, { error: MSG_MODERATION.chooseAction })), 'dismiss'),
    reason: z._default(z.optional(z.string({ error: MSG_MODERATION.reasonRequired }).check(z.trim(), z.maxLength(1000, MSG_MODERATION.reasonTooLong))), ''),
    days: daysField,
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.action !== 'dismiss' && value.reason === '') ctx.addIssue({ code: 'custom', path: ['reason'], message: MSG_MODERATION.reasonRequired });
      if (value.action === 'suspend' && value.days === undefined) ctx.addIssue({ code: 'custom', path: ['days'], message: MSG_MODERATION.daysRequired });
    }),
  );

export const moderationIdParams = idParams(MSG_MODERATION.invalidId);
