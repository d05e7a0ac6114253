import { and, eq, isNotNull } from 'drizzle-orm';
import { selfieVerifications } from '@/models';
import { now } from '../clock';
import { getDb } from '../db';
import { removeSelfieBytes } from './selfie-storage';

/**
 * 30 days after a selfie was sent: its bytes are deleted whatever happened (a decision deleted
 * them already, so usually nothing is left to do). A selfie no moderator reached is `expired`,
 * which lets her start again. The row forgets the key first, then the bytes go.
 */
export async function expireSelfie(verificationId: string, storageKey?: string): Promise<void> {
  const db = await getDb();
  const [row] = await db.select().from(selfieVerifications).where(eq(selfieVerifications.id, verificationId)).limit(1);
  // Her account was deleted: its deletion removed the bytes, unless the store failed then; removing is idempotent.
  if (!row) {
    if (storageKey) await removeSelfieBytes([storageKey]);
    return;
  }
  const [cleared] = await db
    .update(selfieVerifications)
    .set({ storageKey: null, bytesDeletedAt: now(), ...(row.status === 'pending' ? { status: 'expired' as const } : {}) })
    .where(and(eq(selfieVerifications.id, verificationId), isNotNull(selfieVerifications.storageKey)))
    .returning({ id: selfieVerifications.id });
  if (cleared && row.storageKey) await removeSelfieBytes([row.storageKey]);
}
