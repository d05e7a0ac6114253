import { and, eq, sql } from 'drizzle-orm';
import type { ModerationActionBody } from '@/lib/schemas/moderation';
import { MSG_MODERATION } from '@/lib/shared/messages/moderation';
import { reports, users } from '@/models';
import { recordAudit } from '../admin/audit';
import { now } from '../clock';
import { getDb } from '../db';
import { AppError, notFound } from '../errors';
import { nudgeJobs } from '../jobs/tasks';
import { nudgeOutbox } from '../mail/outbox';
import { endSessionSockets } from '../realtime/emit';
import { applySanction, sessionEndSanction } from './apply-sanction';

/**
 * An admin's decision on a report. It closes every open report in the report's group (all the
 * open reports about that member, as the queue shows them together), and for warn, suspend or
 * ban records the sanction and emails the member the reason. Dismissing tells the member nothing.
 * `action` on the closed reports is what "an upheld report" means elsewhere (warn, suspend, ban).
 */
export async function actOnReport(actorId: string, reportId: string, input: ModerationActionBody) {
  const db = await getDb();
  const at = now();
  const result = await db.transaction(async (tx) => {
    const [report] = await tx.select().from(reports).where(eq(reports.id, reportId)).for('update').limit(1);
    if (!report) throw notFound(MSG_MODERATION.reportNotFound);
    if (report.status !== 'open') throw new AppError('conflict', MSG_MODERATION.reportClosed);
    if (input.action !== 'dismiss' && !report.targetUserId) throw new AppError('invalid_input', MSG_MODERATION.noMemberToSanction);
    const [member] = report.targetUserId ? await tx.select().from(users).where(eq(users.id, report.targetUserId)).limit(1) : [];
    const closed = await tx
      .update(reports)
      .set({ status: 'closed', action: input.action, actionReason: input.reason, closedBy: actorId, closedAt: at })
      .where(and(eq(reports.status, 'open'), sql`coalesce(${reports.targetUserId}, ${reports.id}) = ${report.targetUserId ?? report.id}`))
      .returning({ id: reports.id });
    const reportIds = closed.map((r) => r.id);
    if (input.action === 'dismiss') {
      await recordAudit(tx, { actorId, action: 'moderation.dismiss', reason: input.reason, targetUserId: member?.id, after: { reportIds } });
      return { reportIds, sanction: undefined, memberId: member?.id };
    }
    const sanction = await applySanction(tx, { actorId, member: member!, kind: input.action, reason: input.reason, days: input.days, reportIds, at });
    return { reportIds, sanction, memberId: member!.id };
  });
  nudgeOutbox();
  nudgeJobs();
  if (result.sanction && result.sanction.kind !== 'warn') await endSessionSockets({ userId: result.memberId! }, 'suspended', sessionEndSanction(result.sanction));
  return {
    closedReportIds: result.reportIds,
    action: input.action,
    endsAt: result.sanction?.endsAt?.toISOString() ?? null,
  };
}
