import type { RegisterData } from '@/lib/schemas/auth';
import { MSG } from '@/lib/shared/messages';
import { users } from '@/models';
import { config } from '../config';
import { getDb } from '../db';
import { isUniqueViolation } from '../db-errors';
import { AppError } from '../errors';
import { notifyGuardian } from '../guardians/notify-guardian';
import { nudgeOutbox } from '../mail/outbox';
import { consume } from '../security/rate-limit';
import { presentOwnUser } from '../users/present';
import { assertStrongPassword } from './password-policy';
import { hashPassword } from './passwords';
import { signSessionToken } from './tokens';

export async function register(input: RegisterData, clientIp: string) {
  assertStrongPassword(input.password, [input.email, input.firstName, input.lastName]);
  const db = await getDb();
  const { registerPerIp, registerWindowSeconds } = config().rateLimits;
  await consume(db, {
    key: `register:ip:${clientIp}`,
    max: registerPerIp,
    windowSeconds: registerWindowSeconds,
    message: MSG.tooManyRegistrations,
  });

  const { password, agreeTerms: _agreed, ...profile } = input;
  const passwordHash = await hashPassword(password);
  try {
    const user = await db.transaction(async (tx) => {
      const [created] = await tx.insert(users).values({ ...profile, passwordHash }).returning();
      await notifyGuardian(tx, { kind: 'registration', ward: created });
      return created;
    });
    nudgeOutbox();
    return { token: signSessionToken(user.id, user.tokenVersion), userId: user.id, ...presentOwnUser(user, false) };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', MSG.emailTaken);
    throw error;
  }
}
