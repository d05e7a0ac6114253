import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { mfaLoginSchema } from '@/lib/schemas/mfa';
import { MSG_AUTH } from '@/lib/shared/messages/auth';
import { MSG_MFA } from '@/lib/shared/messages/mfa';
import { sessions, users } from '@/models';
import { getDb } from '../../db';
import { AppError } from '../../errors';
import { openSession } from '../open-session';
import { readMfaToken } from '../tokens';
import { spendSecondFactor } from './check-code';
import { failedCodeLimit } from './limit';

/**
 * POST /api/auth/login/mfa { mfaToken, code }: the second half of an admin's login. Answers what
 * a normal login answers. The token names the session it opens, so it works once.
 */
export async function completeMfaLogin(input: z.output<typeof mfaLoginSchema>) {
  const claims = readMfaToken(input.mfaToken);
  if (!claims) throw new AppError('unauthenticated', MSG_MFA.stepExpired);
  const db = await getDb();
  const [used] = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, claims.jti)).limit(1);
  if (used) throw new AppError('unauthenticated', MSG_MFA.stepExpired);
  const [user] = await db.select().from(users).where(eq(users.id, claims.sub)).limit(1);
  if (!user) throw new AppError('unauthenticated', MSG_MFA.stepExpired);
  if (user.suspended) throw new AppError('forbidden', MSG_AUTH.accountSuspended);

  const limit = failedCodeLimit(user.id);
  await limit.reserve(db);
  if (!(await spendSecondFactor(db, user.id, input.code))) {
    throw new AppError('unauthenticated', MSG_MFA.codeInvalid);
  }
  await limit.clear(db);
  return openSession(db, user, { sessionId: claims.jti, mfaEnabled: true });
}
