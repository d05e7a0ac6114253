import { MSG_SAFETY } from '@/lib/shared/messages/safety';
import type { UserRow } from '@/models';
import { getDb } from '../db';
import { AppError } from '../errors';
import { toUser } from '../realtime/emit';
import { applyBlock } from './apply-block';
import { findSafetyTarget } from './find-target';

/**
 * POST /api/users/{id}/block: takes effect both ways at once (see are-blocked.ts). The blocked
 * member's open tabs are told after the commit, so a chat with her closes there and then rather
 * than at the next send.
 */
export async function blockMember(blocker: UserRow, targetId: string): Promise<{ success: true }> {
  if (blocker.isAdmin) throw new AppError('forbidden', MSG_SAFETY.blockByAdmin);
  if (targetId === blocker.id) throw new AppError('invalid_input', MSG_SAFETY.blockSelf);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const target = await findSafetyTarget(tx, targetId);
    await applyBlock(tx, blocker.id, target.id);
  });
  toUser(targetId)?.emit('partnerUnavailable', { partnerId: blocker.id, reason: 'blocked' });
  return { success: true };
}
