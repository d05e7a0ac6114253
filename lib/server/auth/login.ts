import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { loginSchema } from '@/lib/schemas/auth';
import { MSG_AUTH } from '@/lib/shared/messages/auth';
import { adminMfa, users } from '@/models';
import { getDb } from '../db';
import { now } from '../clock';
import { AppError } from '../errors';
import { sanctionInForce } from '../moderation/in-force';
import { sanctionRefusal } from '../moderation/sanction-refusal';
import { reserveLoginAttempt } from './login-throttle';
import { openSession } from './open-session';
import { verifyPassword } from './passwords';
import { signMfaToken } from './tokens';

/**
 * One answer for an unknown email and a wrong password; every attempt is throttled
 * (login-throttle.ts). A suspended or banned member who knows the password is told why, until
 * when, and whether an appeal is still open to them (moderation/sanction-refusal.ts). An admin
 * with a second factor gets `{ mfaRequired, mfaToken }` instead of a session: POST
 * /api/auth/login/mfa finishes the login.
 */
export async function login({ email, password }: z.output<typeof loginSchema>, clientIp: string) {
  const db = await getDb();
  const attempt = await reserveLoginAttempt(db, email, clientIp);

  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!(await verifyPassword(password, user?.passwordHash)) || !user) {
    await attempt.failed();
    throw new AppError('unauthenticated', MSG_AUTH.invalidCredentials);
  }
  await attempt.succeeded();
  if (user.suspended) throw new AppError('forbidden', MSG_AUTH.accountSuspended);
  const sanction = await sanctionInForce(db, user.id, now());
  if (sanction) throw sanctionRefusal(sanction);

  if (user.isAdmin) {
    const [mfa] = await db.select({ enabledAt: adminMfa.enabledAt }).from(adminMfa).where(eq(adminMfa.userId, user.id)).limit(1);
    if (mfa?.enabledAt) return { mfaRequired: true as const, mfaToken: signMfaToken(user.id, randomUUID()) };
  }
  return openSession(db, user);
}
