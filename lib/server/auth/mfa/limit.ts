import { MSG_SESSIONS } from '@/lib/shared/messages';
import type { Tx } from '../../db';
import { assertUnderLimit, clearLimit, consume } from '../../security/rate-limit';

/** Six digits are guessable without a cap: five wrong codes per account per quarter hour. */
const MAX_FAILURES = 5;
const WINDOW_SECONDS = 15 * 60;

export function failedCodeLimit(userId: string) {
  const limit = { key: `mfa-fail:user:${userId}`, max: MAX_FAILURES, windowSeconds: WINDOW_SECONDS, message: MSG_SESSIONS.mfaTooManyAttempts };
  return {
    /** Once the window is full even a right code waits, or guessing would go on at the cap's edge. */
    assertOpen: (db: Tx) => assertUnderLimit(db, limit),
    countFailure: (db: Tx) => consume(db, limit),
    clear: (db: Tx) => clearLimit(db, limit.key),
  };
}
