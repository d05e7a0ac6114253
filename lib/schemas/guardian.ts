import './jitless';
import { z } from 'zod/mini';
import { MSG_GUARDIAN } from '@/lib/shared/messages/guardian';

/** A guardian link's token: 32 random bytes in base64url. Anything else is refused before a lookup. */
export const guardianTokenField = z.string({ error: MSG_GUARDIAN.linkInvalid }).check(z.regex(/^[A-Za-z0-9_-]{43}$/, MSG_GUARDIAN.linkInvalid));

/** `unsubscribe` stops the emails about her; `unsubscribe_all` every email to the address. */
export const GUARDIAN_ACTIONS = ['confirm', 'decline', 'unsubscribe', 'unsubscribe_all'] as const;
export type GuardianAction = (typeof GUARDIAN_ACTIONS)[number];

export const guardianTokenSchema = z.object({ token: guardianTokenField });

export const guardianRespondSchema = z.object({
  token: guardianTokenField,
  action: z.enum(GUARDIAN_ACTIONS, { error: MSG_GUARDIAN.respondFailed }),
});

export const CHAPERONE_MODES = ['alerts', 'summary', 'copies'] as const;
export type ChaperoneModeValue = (typeof CHAPERONE_MODES)[number];

export const chaperoneSchema = z.object({ mode: z.enum(CHAPERONE_MODES, { error: MSG_GUARDIAN.chaperoneFailed }) });
export type ChaperoneInput = z.infer<typeof chaperoneSchema>;
