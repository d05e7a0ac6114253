import { MSG_SAFETY } from '@/lib/shared/messages';
import type { UserRow } from '@/models';
import { getDb } from '../db';
import { AppError } from '../errors';
import { applyBlock } from './apply-block';
import { findSafetyTarget } from './find-target';

/** POST /api/users/{id}/block: takes effect both ways at once (see are-blocked.ts). */
export async function blockMember(blocker: UserRow, targetId: string): Promise<{ success: true }> {
  if (blocker.isAdmin) throw new AppError('forbidden', MSG_SAFETY.blockByAdmin);
  if (targetId === blocker.id) throw new AppError('invalid_input', MSG_SAFETY.blockSelf);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const target = await findSafetyTarget(tx, targetId);
    await applyBlock(tx, blocker.id, target.id);
  });
  return { success: true };
}
