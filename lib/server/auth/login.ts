import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { loginSchema } from '@/lib/schemas/auth';
import { MSG } from '@/lib/shared/messages';
import { adminMfa, users } from '@/models';
import { config } from '../config';
import { getDb } from '../db';
import { AppError } from '../errors';
import { assertUnderLimit, clearLimit, countHit, type Limit } from '../security/rate-limit';
import { openSession } from './open-session';
import { verifyPassword } from './passwords';
import { signMfaToken } from './tokens';

function failureLimits(email: string, clientIp: string): Limit[] {
  const { loginPerEmail, loginPerIp, loginWindowSeconds } = config().rateLimits;
  return [
    { key: `login-fail:email:${email}`, max: loginPerEmail, windowSeconds: loginWindowSeconds, message: MSG.tooManyLoginAttempts },
    { key: `login-fail:ip:${clientIp}`, max: loginPerIp, windowSeconds: loginWindowSeconds, message: MSG.tooManyLoginAttempts },
  ];
}

/**
 * One answer for an unknown email and a wrong password, and a cap on failures per email and per
 * address. An admin with a second factor gets `{ mfaRequired, mfaToken }` instead of a session:
 * POST /api/auth/login/mfa finishes the login.
 */
export async function login({ email, password }: z.output<typeof loginSchema>, clientIp: string) {
  const db = await getDb();
  const limits = failureLimits(email, clientIp);
  for (const limit of limits) await assertUnderLimit(db, limit);

  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!(await verifyPassword(password, user?.passwordHash)) || !user) {
    for (const limit of limits) await countHit(db, limit);
    throw new AppError('unauthenticated', MSG.invalidCredentials);
  }
  if (user.suspended) throw new AppError('forbidden', MSG.accountSuspended);

  await clearLimit(db, limits[0].key);
  if (user.isAdmin) {
    const [mfa] = await db.select({ enabledAt: adminMfa.enabledAt }).from(adminMfa).where(eq(adminMfa.userId, user.id)).limit(1);
    if (mfa?.enabledAt) return { mfaRequired: true as const, mfaToken: signMfaToken(user.id, randomUUID()) };
  }
  return openSession(db, user);
}
