import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { appealDecisionSchema } from '@/lib/schemas/moderation';
import { MSG_MODERATION } from '@/lib/shared/messages/moderation';
import { appeals, reports, sanctions, users } from '@/models';
import { recordAudit } from '../admin/audit';
import { now } from '../clock';
import { getDb } from '../db';
import { notFound } from '../errors';
import { nudgeJobs } from '../jobs/tasks';
import { enqueueMail, nudgeOutbox } from '../mail/outbox';
import { enqueuePush } from '../push/enqueue-push';
import { appealOutcomeMail } from '../mail/templates/moderation';
import { sanctionRecord } from './apply-sanction';

/**
 * An admin decides an open appeal: the sanction stands, or it is lifted, which restores access
 * at once (login and the session check read `lifted_at`). The reports that led to a lifted
 * sanction no longer count as upheld. The member is emailed the outcome and the reason.
 */
export async function decideAppeal(actorId: string, appealId: string, input: z.output<typeof appealDecisionSchema>) {
  const db = await getDb();
  const at = now();
  const lifted = input.decision === 'lift';
  const decided = await db.transaction(async (tx) => {
    const [appeal] = await tx
      .select()
      .from(appeals)
      .where(and(eq(appeals.id, appealId), eq(appeals.status, 'open')))
      .for('update')
      .limit(1);
    if (!appeal) throw notFound(MSG_MODERATION.appealNotFound);
    const [before] = await tx.select().from(sanctions).where(eq(sanctions.id, appeal.sanctionId)).limit(1);
    const [member] = await tx.select().from(users).where(eq(users.id, appeal.userId)).limit(1);
    let after = before;
    if (lifted) {
      [after] = await tx
        .update(sanctions)
        .set({ liftedAt: at, liftedBy: actorId, liftReason: input.reason })
        .where(eq(sanctions.id, before.id))
        .returning();
      if (before.reportIds.length) {
        await tx
          .update(reports)
          .set({ action: 'dismiss', actionReason: sql`'Lifted on appeal: ' || ${input.reason}` })
          .where(inArray(reports.id, before.reportIds));
      }
    }
    await tx
      .update(appeals)
      .set({ status: lifted ? 'lifted' : 'upheld', decidedBy: actorId, decidedAt: at, decisionReason: input.reason })
      .where(eq(appeals.id, appeal.id));
    await enqueueMail(tx, await appealOutcomeMail(member, lifted, input.reason));
    await enqueuePush(tx, member.id, { kind: 'moderation', outcome: 'appeal' });
    await recordAudit(tx, {
      actorId,
      action: lifted ? 'moderation.appeal.lift' : 'moderation.appeal.uphold',
      reason: input.reason,
      targetUserId: member.id,
      before: { appealId, ...sanctionRecord(before) },
      after: { appealId, ...sanctionRecord(after) },
    });
    return { appealId, decision: input.decision };
  });
  nudgeOutbox();
  nudgeJobs();
  return decided;
}
