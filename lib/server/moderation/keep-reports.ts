import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { messages, reports } from '@/models';
import { now } from '../clock';
import { getDb, type Tx } from '../db';

/** How long reports about a member who deleted her account stay for moderation. */
export const KEPT_REPORT_MONTHS = 12;

export function keptReportsExpireAt(deletedAt: Date): Date {
  const at = new Date(deletedAt);
  at.setUTCMonth(at.getUTCMonth() + KEPT_REPORT_MONTHS);
  return at;
}

/**
 * In the deletion's transaction, before her row goes: every report about her keeps her name and
 * the reported message's words (as moderators saw them, the original before the filter), since the
 * cascade is about to delete the message and clear the report's link to her. Answers their ids.
 */
export async function snapshotReportsAbout(tx: Tx, member: { id: string; firstName: string; lastName: string }, deletedAt: Date): Promise<string[]> {
  const content = sql`(select coalesce(${messages.originalContent}, ${messages.content}) from ${messages} where ${messages.id} = ${reports.messageId})`;
  const kept = await tx
    .update(reports)
    .set({
      targetSnapshot: sql`jsonb_build_object('userId', ${member.id}::text, 'firstName', ${member.firstName}::text, 'lastName', ${member.lastName}::text, 'content', ${content})`,
      targetDeletedAt: deletedAt,
    })
    .where(eq(reports.targetUserId, member.id))
    .returning({ id: reports.id });
  return kept.map((row) => row.id);
}

/** The `kept-reports-expiry` job: the reports whose 12 months have passed go, open or closed. */
export async function removeExpiredReports(reportIds: string[]): Promise<number> {
  if (reportIds.length === 0) return 0;
  const db = await getDb();
  const cutoff = new Date(now());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - KEPT_REPORT_MONTHS);
  const removed = await db
    .delete(reports)
    .where(and(inArray(reports.id, reportIds), isNotNull(reports.targetDeletedAt), lte(reports.targetDeletedAt, cutoff)))
    .returning({ id: reports.id });
  return removed.length;
}
