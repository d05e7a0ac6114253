import { MSG_AUTH } from '@/lib/shared/messages/auth';
import { MSG_LIMITS } from '@/lib/shared/messages/limits';
import { config } from '../config';
import type { Tx } from '../db';
import { clearLimit, consume, countHit, currentCount, refund, type Limit } from '../security/rate-limit';

export interface LoginAttempt {
  /** The password was right: the owner's own address starts afresh. */
  succeeded(): Promise<void>;
  /** The password was wrong (or the account unknown): it counts against the account. */
  failed(): Promise<void>;
}

/** An address the owner logged in from is remembered this long. */
const KNOWN_ADDRESS_SECONDS = 30 * 24 * 3600;

/**
 * Reserves one login attempt before the password is checked, so parallel guesses cannot all
 * slip under the limit. Failures lock only the pair of account and address (plus a cap per
 * address). Past the account's ceiling of failures from everywhere together, each address may
 * try that account once per RATE_LOGIN_SLOW_SECONDS, and an address it logged in from in the
 * last 30 days is not slowed at all: an attacker spends only his own slots, never the owner's.
 */
export async function reserveLoginAttempt(db: Tx, email: string, clientIp: string): Promise<LoginAttempt> {
  const { loginPerEmail, loginPerIp, loginWindowSeconds, loginAccountCeiling, loginSlowSeconds } = config().rateLimits;
  const pair: Limit = { key: `login:account-ip:${email}:${clientIp}`, max: loginPerEmail, windowSeconds: loginWindowSeconds, message: MSG_AUTH.tooManyLoginAttempts };
  const address: Limit = { key: `login:ip:${clientIp}`, max: loginPerIp, windowSeconds: loginWindowSeconds, message: MSG_AUTH.tooManyLoginAttempts };
  const accountFailures: Limit = { key: `login-fail:account:${email}`, max: loginAccountCeiling, windowSeconds: loginWindowSeconds, message: MSG_AUTH.tooManyLoginAttempts };

  const knownAddress = `login-known:${email}:${clientIp}`;

  await consume(db, pair);
  try {
    await consume(db, address);
  } catch (error) {
    await refund(db, pair.key);
    throw error;
  }
  if ((await currentCount(db, accountFailures.key)) >= loginAccountCeiling && (await currentCount(db, knownAddress)) === 0) {
    try {
      await consume(db, { key: `login-slow:${email}:${clientIp}`, max: 1, windowSeconds: loginSlowSeconds, message: MSG_LIMITS.tooManyLoginAttemptsAccount });
    } catch (error) {
      await Promise.all([refund(db, pair.key), refund(db, address.key)]);
      throw error;
    }
  }

  return {
    async succeeded() {
      await Promise.all([clearLimit(db, pair.key), refund(db, address.key), countHit(db, { key: knownAddress, max: 1, windowSeconds: KNOWN_ADDRESS_SECONDS, message: '' })]);
    },
    async failed() {
      await countHit(db, accountFailures);
    },
  };
}
