import { MSG, MSG_LIMITS } from '@/lib/shared/messages';
import { config } from '../config';
import type { Tx } from '../db';
import { clearLimit, consume, countHit, currentCount, refund, type Limit } from '../security/rate-limit';

export interface LoginAttempt {
  /** The password was right: the owner's own address starts afresh. */
  succeeded(): Promise<void>;
  /** The password was wrong (or the account unknown): it counts against the account. */
  failed(): Promise<void>;
}

/**
 * Reserves one login attempt before the password is checked, so parallel guesses cannot all
 * slip under the limit. Failures lock only the pair of account and address (plus a cap per
 * address); from everywhere together they merely space the account's attempts out, one per
 * RATE_LOGIN_SLOW_SECONDS, so an attacker elsewhere can slow the owner down but not lock her out.
 */
export async function reserveLoginAttempt(db: Tx, email: string, clientIp: string): Promise<LoginAttempt> {
  const { loginPerEmail, loginPerIp, loginWindowSeconds, loginAccountCeiling, loginSlowSeconds } = config().rateLimits;
  const pair: Limit = { key: `login:account-ip:${email}:${clientIp}`, max: loginPerEmail, windowSeconds: loginWindowSeconds, message: MSG.tooManyLoginAttempts };
  const address: Limit = { key: `login:ip:${clientIp}`, max: loginPerIp, windowSeconds: loginWindowSeconds, message: MSG.tooManyLoginAttempts };
  const accountFailures: Limit = { key: `login-fail:account:${email}`, max: loginAccountCeiling, windowSeconds: loginWindowSeconds, message: MSG.tooManyLoginAttempts };

  await consume(db, pair);
  try {
    await consume(db, address);
  } catch (error) {
    await refund(db, pair.key);
    throw error;
  }
  if ((await currentCount(db, accountFailures.key)) >= loginAccountCeiling) {
    try {
      await consume(db, { key: `login-slow:${email}`, max: 1, windowSeconds: loginSlowSeconds, message: MSG_LIMITS.tooManyLoginAttemptsAccount });
    } catch (error) {
      await Promise.all([refund(db, pair.key), refund(db, address.key)]);
      throw error;
    }
  }

  return {
    async succeeded() {
      await Promise.all([clearLimit(db, pair.key), refund(db, address.key)]);
    },
    async failed() {
      await countHit(db, accountFailures);
    },
  };
}
