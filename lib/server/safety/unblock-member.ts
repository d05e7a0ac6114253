import { and, eq } from 'drizzle-orm';
import { blocks, type UserRow } from '@/models';
import { getDb } from '../db';

/**
 * DELETE /api/users/{id}/block: removes the caller's own block only (a block the other member
 * made stays). Unblocking someone not blocked changes nothing and says so just as calmly.
 * Photo access withdrawn by the block is not given back: it has to be asked for again.
 */
export async function unblockMember(blocker: UserRow, targetId: string): Promise<{ success: true }> {
  const db = await getDb();
  await db.delete(blocks).where(and(eq(blocks.blockerId, blocker.id), eq(blocks.blockedId, targetId)));
  return { success: true };
}
