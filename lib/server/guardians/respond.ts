import { and, eq, inArray } from 'drizzle-orm';
import type { GuardianAction } from '@/lib/schemas/guardian';
import { MSG_GUARDIAN } from '@/lib/shared/messages';
import { guardianLinks, guardianOptOuts, users } from '@/models';
import { now } from '../clock';
import { getDb, type Tx } from '../db';
import { AppError } from '../errors';
import { log } from '../logger';
import { enqueueMail, nudgeOutbox } from '../mail/outbox';
import { guardianStoppedMail } from '../mail/templates/guardian-stopped';
import { consumeGuardianLookup } from './limit';
import { linkByToken } from './links';

/** Tells each woman whose guardian just declined or stopped, so she can name someone else. */
async function tellWards(tx: Tx, answer: 'declined' | 'unsubscribed', wardIds: string[], guardianEmail: string) {
  if (wardIds.length === 0) return;
  const wards = await tx.select().from(users).where(inArray(users.id, wardIds));
  for (const ward of wards) await enqueueMail(tx, guardianStoppedMail(answer, ward, guardianEmail));
}

/**
 * The guardian's answer from their page (a POST, never a GET: mail scanners open links). Confirm
 * and decline concern the woman who named them, while she still does; stop concerns the address:
 * nothing more is sent to it, whoever names it, and every woman naming it is told.
 */
export async function respondAsGuardian(input: { token: string; action: GuardianAction }, clientIp: string) {
  const db = await getDb();
  await consumeGuardianLookup(db, clientIp);
  const result = await db.transaction(async (tx) => {
    const found = await linkByToken(tx, input.token);
    if (!found) throw new AppError('not_found', MSG_GUARDIAN.linkInvalid);
    const [link] = await tx.select().from(guardianLinks).where(eq(guardianLinks.id, found.link.id)).for('update');
    const at = now();

    if (input.action === 'unsubscribe') {
      await tx.insert(guardianOptOuts).values({ email: link.email, createdAt: at }).onConflictDoNothing();
      const stopped = await tx
        .update(guardianLinks)
        .set({ status: 'unsubscribed', respondedAt: at })
        .where(and(eq(guardianLinks.email, link.email), inArray(guardianLinks.status, ['pending', 'confirmed', 'declined'])))
        .returning({ userId: guardianLinks.userId });
      await tellWards(tx, 'unsubscribed', stopped.map((s) => s.userId), link.email);
      return { status: 'unsubscribed' as const, told: stopped.length };
    }

    if (link.status === 'replaced') throw new AppError('conflict', MSG_GUARDIAN.linkReplaced);
    const next = input.action === 'confirm' ? ('confirmed' as const) : ('declined' as const);
    if (link.status === next) return { status: next, told: 0 };
    // Confirming undoes an earlier "stop" by this very guardian: they want her emails again.
    if (next === 'confirmed') await tx.delete(guardianOptOuts).where(eq(guardianOptOuts.email, link.email));
    await tx.update(guardianLinks).set({ status: next, respondedAt: at }).where(eq(guardianLinks.id, link.id));
    if (next === 'declined') await tellWards(tx, 'declined', [link.userId], link.email);
    return { status: next, told: next === 'declined' ? 1 : 0 };
  });
  if (result.told > 0) nudgeOutbox();
  log().info({ action: input.action, status: result.status }, '[guardian] answered');
  return { status: result.status };
}
