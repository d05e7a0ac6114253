import { eq } from 'drizzle-orm';
import { MSG_SAFETY } from '@/lib/shared/messages/safety';
import { users, type UserRow } from '@/models';
import type { Tx } from '../db';
import { AppError } from '../errors';

/** The member a block or report is about: any member account, never an admin (404 like an unknown id). */
export async function findSafetyTarget(db: Tx, targetId: string): Promise<UserRow> {
  const [target] = await db.select().from(users).where(eq(users.id, targetId)).limit(1);
  if (!target || target.isAdmin) throw new AppError('not_found', MSG_SAFETY.memberNotFound);
  return target;
}
