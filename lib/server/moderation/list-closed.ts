import { desc, eq } from 'drizzle-orm';
import { reports } from '@/models';
import { now } from '../clock';
import { getDb } from '../db';
import { memberCards } from './member-cards';
import { presentMember, presentReport } from './present';

const CLOSED_PAGE = 50;

/** Decided reports, the most recently decided first: what was done, why, and by whom. */
export async function listClosedReports() {
  const db = await getDb();
  const rows = await db.select().from(reports).where(eq(reports.status, 'closed')).orderBy(desc(reports.closedAt)).limit(CLOSED_PAGE);
  const people = await memberCards(db, rows.flatMap((r) => [r.targetUserId, r.reporterId, r.closedBy]), now());
  return {
    status: 'closed' as const,
    reports: rows.map((r) => ({ ...presentReport(r, people), member: presentMember(r.targetUserId ? people.get(r.targetUserId) : undefined) })),
  };
}

export type ClosedQueue = Awaited<ReturnType<typeof listClosedReports>>;
