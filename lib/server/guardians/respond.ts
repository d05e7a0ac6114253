import { and, eq, inArray } from 'drizzle-orm';
import type { GuardianAction } from '@/lib/schemas/guardian';
import { MSG_GUARDIAN } from '@/lib/shared/messages/guardian';
import { guardianLinks, guardianOptOuts, guardianWardOptOuts, users } from '@/models';
import { now } from '../clock';
import { getDb, type Tx } from '../db';
import { AppError } from '../errors';
import { log } from '../logger';
import { enqueueMail, nudgeOutbox } from '../mail/outbox';
import { guardianStoppedMail } from '../mail/templates/guardian-stopped';
import { consumeGuardianLookup } from './limit';
import { linkByToken, tokenAge } from './links';

/** Tells each woman whose guardian just declined or stopped, so she can name someone else. */
async function tellWards(tx: Tx, answer: 'declined' | 'unsubscribed', wardIds: string[], guardianEmail: string) {
  if (wardIds.length === 0) return;
  const wards = await tx.select().from(users).where(inArray(users.id, wardIds));
  for (const ward of wards) await enqueueMail(tx, await guardianStoppedMail(answer, ward, guardianEmail));
}

/**
 * The guardian's answer from their page (a POST, never a GET: mail scanners open links). Confirm
 * and decline concern the woman who named them, while she still does, need an email of the last
 * TOKEN_ANSWER_DAYS, and are answered once. Stop (`unsubscribe`, also the one-click header)
 * concerns her only: another woman naming the same address is not affected, so no woman can
 * silence another's guardian. `unsubscribe_all` is the explicit "stop every email to this
 * address": nothing more is sent to it, whoever names it, and every woman naming it is told.
 * Either stop works from any email for TOKEN_STOP_DAYS.
 */
export async function respondAsGuardian(input: { token: string; action: GuardianAction }, clientIp: string) {
  const db = await getDb();
  await consumeGuardianLookup(db, clientIp);
  const result = await db.transaction(async (tx) => {
    const found = await linkByToken(tx, input.token);
    if (!found) throw new AppError('not_found', MSG_GUARDIAN.linkInvalid);
    const at = now();
    const age = tokenAge(found.tokenCreatedAt, at);
    if (age === 'expired') throw new AppError('not_found', MSG_GUARDIAN.linkExpired);
    const [link] = await tx.select().from(guardianLinks).where(eq(guardianLinks.id, found.link.id)).for('update');

    if (input.action === 'unsubscribe_all') {
      await tx.insert(guardianOptOuts).values({ email: link.email, createdAt: at }).onConflictDoNothing();
      const stopped = await tx
        .update(guardianLinks)
        .set({ status: 'unsubscribed', respondedAt: at })
        .where(and(eq(guardianLinks.email, link.email), inArray(guardianLinks.status, ['pending', 'confirmed', 'declined'])))
        .returning({ userId: guardianLinks.userId });
      await tellWards(tx, 'unsubscribed', stopped.map((s) => s.userId), link.email);
      return { status: 'unsubscribed' as const, told: stopped.length };
    }

    if (input.action === 'unsubscribe') {
      await tx.insert(guardianWardOptOuts).values({ email: link.email, userId: link.userId, createdAt: at }).onConflictDoNothing();
      const stopped = await tx
        .update(guardianLinks)
        .set({ status: 'unsubscribed', respondedAt: at })
        .where(and(eq(guardianLinks.userId, link.userId), eq(guardianLinks.email, link.email), inArray(guardianLinks.status, ['pending', 'confirmed', 'declined'])))
        .returning({ userId: guardianLinks.userId });
      await tellWards(tx, 'unsubscribed', stopped.map((s) => s.userId), link.email);
      return { status: 'unsubscribed' as const, told: stopped.length };
    }

    if (link.status === 'replaced') throw new AppError('conflict', MSG_GUARDIAN.linkReplaced);
    if (age !== 'fresh') throw new AppError('conflict', MSG_GUARDIAN.answerExpired);
    // Answered once: a forwarded or leaked email cannot turn a confirmation into a decline, or back.
    if (link.status === 'confirmed' || link.status === 'declined') throw new AppError('conflict', MSG_GUARDIAN.alreadyAnswered[link.status]);
    const next = input.action === 'confirm' ? ('confirmed' as const) : ('declined' as const);
    if (next === 'confirmed') {
      // Confirming undoes an earlier "stop" by this very guardian: they want her emails again.
      await tx.delete(guardianOptOuts).where(eq(guardianOptOuts.email, link.email));
      await tx.delete(guardianWardOptOuts).where(and(eq(guardianWardOptOuts.email, link.email), eq(guardianWardOptOuts.userId, link.userId)));
    }
    await tx.update(guardianLinks).set({ status: next, respondedAt: at }).where(eq(guardianLinks.id, link.id));
    if (next === 'declined') await tellWards(tx, 'declined', [link.userId], link.email);
    return { status: next, told: next === 'declined' ? 1 : 0 };
  });
  if (result.told > 0) nudgeOutbox();
  log().info({ action: input.action, status: result.status }, '[guardian] answered');
  return { status: result.status };
}
