import { MSG_MFA } from '@/lib/shared/messages/mfa';
import type { Tx } from '../../db';
import { clearLimit, consume } from '../../security/rate-limit';

/** Six digits are guessable without a cap: five wrong codes per account per quarter hour; the refusal says how long is left. */
const MAX_FAILURES = 5;
const WINDOW_SECONDS = 15 * 60;

export function failedCodeLimit(userId: string) {
  const limit = { key: `mfa-fail:user:${userId}`, max: MAX_FAILURES, windowSeconds: WINDOW_SECONDS, message: MSG_MFA.tooManyAttempts };
  return {
    /**
     * Every try is counted before the code is checked, so parallel guesses stop at the cap too; once
     * the window is full even a right code waits, or guessing would go on at the cap's edge.
     */
    reserve: (db: Tx) => consume(db, limit),
    /** A right code forgives the tries before it. */
    clear: (db: Tx) => clearLimit(db, limit.key),
  };
}
