import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { appealSchema } from '@/lib/schemas/moderation';
import { MSG_AUTH } from '@/lib/shared/messages/auth';
import { MSG_MODERATION } from '@/lib/shared/messages/moderation';
import { appeals, users } from '@/models';
import { recordAudit } from '../admin/audit';
import { reserveLoginAttempt } from '../auth/login-throttle';
import { verifyPassword } from '../auth/passwords';
import { now } from '../clock';
import { isUniqueViolation } from '../db-errors';
import { getDb } from '../db';
import { AppError } from '../errors';
import { sanctionInForce } from './in-force';

/**
 * A suspended or banned member appeals the sanction in force, once. They cannot sign in, so the
 * email and password authenticate the appeal; attempts share the login throttle and a wrong
 * password gets login's own answer.
 */
export async function submitAppeal(input: z.output<typeof appealSchema>, clientIp: string) {
  const db = await getDb();
  const attempt = await reserveLoginAttempt(db, input.email, clientIp);
  const [user] = await db.select().from(users).where(eq(users.email, input.email)).limit(1);
  if (!(await verifyPassword(input.password, user?.passwordHash)) || !user) {
    await attempt.failed();
    throw new AppError('unauthenticated', MSG_AUTH.invalidCredentials);
  }
  await attempt.succeeded();
  const at = now();
  const sanction = await sanctionInForce(db, user.id, at);
  if (!sanction) throw new AppError('conflict', MSG_MODERATION.appealNothing);
  if (sanction.appealStatus) throw new AppError('conflict', MSG_MODERATION.appealAlready);
  try {
    const appeal = await db.transaction(async (tx) => {
      const [created] = await tx.insert(appeals).values({ sanctionId: sanction.id, userId: user.id, text: input.text, createdAt: at }).returning();
      await recordAudit(tx, { actorId: user.id, action: 'moderation.appeal.submit', targetUserId: user.id, after: { appealId: created.id, sanctionId: sanction.id } });
      return created;
    });
    return { id: appeal.id, status: appeal.status, message: MSG_MODERATION.appealSent };
  } catch (error) {
    // Two appeals sent at once: the unique index keeps one.
    if (isUniqueViolation(error)) throw new AppError('conflict', MSG_MODERATION.appealAlready);
    throw error;
  }
}
