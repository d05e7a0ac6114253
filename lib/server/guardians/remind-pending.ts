import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import { guardianLinks, users } from '@/models';
import { now } from '../clock';
import { getDb } from '../db';
import { enqueueMail } from '../mail/outbox';
import { guardianInvitationMail } from '../mail/templates/guardian-registration';
import { mintLinks } from './links';
import { REMINDER_AFTER_MS } from './rules';

const BATCH = 20;

/**
 * Reminds, once, each guardian still pending three days after she named them. Claiming sets
 * `reminded_at` with the rows locked (`SKIP LOCKED`) and queues the mail in the same transaction,
 * so with several nodes each guardian is reminded by exactly one. Resolves how many were reminded.
 */
export async function remindPendingGuardians(): Promise<number> {
  const db = await getDb();
  const at = now();
  return db.transaction(async (tx) => {
    const due = tx
      .select({ id: guardianLinks.id })
      .from(guardianLinks)
      .where(and(eq(guardianLinks.status, 'pending'), isNull(guardianLinks.remindedAt), lte(guardianLinks.createdAt, new Date(at.getTime() - REMINDER_AFTER_MS))))
      .orderBy(asc(guardianLinks.createdAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const claimed = await tx.update(guardianLinks).set({ remindedAt: at }).where(inArray(guardianLinks.id, due)).returning();
    if (claimed.length === 0) return 0;
    const wards = new Map((await tx.select().from(users).where(inArray(users.id, claimed.map((l) => l.userId)))).map((u) => [u.id, u]));
    for (const link of claimed) {
      const ward = wards.get(link.userId);
      if (ward) await enqueueMail(tx, await guardianInvitationMail('reminder', ward, link.email, await mintLinks(tx, link.id)));
    }
    return claimed.length;
  });
}
