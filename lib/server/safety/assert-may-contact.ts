import { and, eq } from 'drizzle-orm';
import { MSG_SAFETY } from '@/lib/shared/messages/safety';
import { blocks } from '@/models';
import type { Tx } from '../db';
import { AppError } from '../errors';
import { areBlocked } from './are-blocked';

/**
 * Refuses (403) a member reaching someone a block stands between. The blocker is reminded they
 * can unblock; the blocked member hears only that it is not possible.
 */
export async function assertMayContact(db: Tx, fromId: string, toId: string, refusal: string): Promise<void> {
  if (!(await areBlocked(fromId, toId, db))) return;
  const [own] = await db
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(and(eq(blocks.blockerId, fromId), eq(blocks.blockedId, toId)))
    .limit(1);
  throw new AppError('forbidden', own ? MSG_SAFETY.youBlockedThem : refusal);
}
