import { and, eq, or } from 'drizzle-orm';
import { blocks, photoRequests } from '@/models';
import { now } from '../clock';
import type { Tx } from '../db';

/**
 * Records `blockerId`'s block of `blockedId` inside the caller's transaction, and ends photo
 * sharing between them either way: pending requests are cancelled, granted access is withdrawn
 * (as the owner's own withdrawal does), so signed addresses already handed out stop working at
 * their next check. Blocking twice is the same as once.
 */
export async function applyBlock(tx: Tx, blockerId: string, blockedId: string): Promise<void> {
  await tx.insert(blocks).values({ blockerId, blockedId, createdAt: now() }).onConflictDoNothing();
  const between = or(
    and(eq(photoRequests.requesterId, blockerId), eq(photoRequests.targetUserId, blockedId)),
    and(eq(photoRequests.requesterId, blockedId), eq(photoRequests.targetUserId, blockerId)),
  );
  await tx.delete(photoRequests).where(and(between, eq(photoRequests.status, 'pending')));
  await tx
    .update(photoRequests)
    .set({ status: 'rejected', respondedAt: now() })
    .where(and(between, eq(photoRequests.status, 'accepted')));
}
