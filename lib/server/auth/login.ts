import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { loginSchema } from '@/lib/schemas/auth';
import { MSG } from '@/lib/shared/messages';
import { users } from '@/models';
import { getDb } from '../db';
import { AppError } from '../errors';
import { hasActiveSubscription } from '../subscriptions/access';
import { presentOwnUser } from '../users/present';
import { reserveLoginAttempt } from './login-throttle';
import { verifyPassword } from './passwords';
import { signSessionToken } from './tokens';

/** One answer for an unknown email and a wrong password; every attempt is throttled (login-throttle.ts). */
export async function login({ email, password }: z.output<typeof loginSchema>, clientIp: string) {
  const db = await getDb();
  const attempt = await reserveLoginAttempt(db, email, clientIp);

  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!(await verifyPassword(password, user?.passwordHash)) || !user) {
    await attempt.failed();
    throw new AppError('unauthenticated', MSG.invalidCredentials);
  }
  await attempt.succeeded();
  if (user.suspended) throw new AppError('forbidden', MSG.accountSuspended);

  const active = await hasActiveSubscription(db, user.id);
  return { token: signSessionToken(user.id, user.tokenVersion), userId: user.id, ...presentOwnUser(user, active) };
}
