import type { RegisterData } from '@/lib/schemas/auth';
import { MSG_AUTH } from '@/lib/shared/messages/auth';
import { users } from '@/models';
import { config } from '../config';
import { getDb } from '../db';
import { isUniqueViolation } from '../db-errors';
import { sendVerificationEmail } from '../account-email/send-verification';
import { AppError, forbidden } from '../errors';
import { nameGuardian } from '../guardians/name-guardian';
import { nudgeOutbox } from '../mail/outbox';
import { isBannedEmail } from '../moderation/banned-emails';
import { consume } from '../security/rate-limit';
import { assertStrongPassword } from './password-policy';
import { hashPassword } from './passwords';
import { openSession } from './open-session';

export async function register(input: RegisterData, clientIp: string) {
  assertStrongPassword(input.password, [input.email, input.firstName, input.lastName]);
  const db = await getDb();
  const { registerPerIp, registerWindowSeconds } = config().rateLimits;
  await consume(db, {
    key: `register:ip:${clientIp}`,
    max: registerPerIp,
    windowSeconds: registerWindowSeconds,
    message: MSG_AUTH.tooManyRegistrations,
  });
  // A banned member who deleted her account cannot come back under the same address, however written.
  if (await isBannedEmail(db, input.email)) throw forbidden(MSG_AUTH.emailBanned);

  const { password, agreeTerms: _agreed, guardianEmail, guardianPhone, ...profile } = input;
  const passwordHash = await hashPassword(password);
  try {
    const answer = await db.transaction(async (tx) => {
      const [created] = await tx.insert(users).values({ ...profile, passwordHash }).returning();
      await nameGuardian(tx, created, { gender: created.gender, guardianEmail, guardianPhone }, 'registration');
      // Never in the way of the spec's flow (register, /subscribe, dashboard): the link only confirms.
      await sendVerificationEmail(tx, created);
      return openSession(tx, created);
    });
    nudgeOutbox();
    return answer;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', MSG_AUTH.emailTaken);
    throw error;
  }
}
