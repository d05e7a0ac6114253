import { MSG_GUARDIAN } from '@/lib/shared/messages/guardian';
import { config } from '../config';
import type { Tx } from '../db';
import { consume } from '../security/rate-limit';

const WINDOW_SECONDS = 15 * 60;

/** Counted before the token is looked up, and outside any transaction, so failed guesses count too. */
export function consumeGuardianLookup(db: Tx, clientIp: string): Promise<void> {
  return consume(db, { key: `guardian:ip:${clientIp}`, max: config().rateLimits.guardianPerIp, windowSeconds: WINDOW_SECONDS, message: MSG_GUARDIAN.tooManyResponses });
}
