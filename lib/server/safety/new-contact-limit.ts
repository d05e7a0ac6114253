import { sql, type SQL } from 'drizzle-orm';
import { reports } from '@/models';
import { now } from '../clock';
import type { Tx } from '../db';
import { timeSql, type Bound } from '../sql-params';
import { newContactLimit } from '../security/member-limits';
import type { Limit } from '../security/rate-limit';
import { UPHELD_ACTIONS, UPHELD_REPORT_DAYS } from './trust';

/** Whether a report about the member that moderators upheld (warned, suspended or banned) is less than 30 days old. */
export function upheldReportSql(userId: Bound<string>, at: Bound<Date> = now()): SQL {
  return sql`exists (
      select 1 from ${reports}
      where ${reports.targetUserId} = ${userId} and ${reports.status} = 'closed'
        and ${reports.action} in (${sql.join(UPHELD_ACTIONS.map((a) => sql`${a}`), sql`, `)})
        and ${reports.closedAt} > ${timeSql(at, -UPHELD_REPORT_DAYS * 24 * 60 * 60 * 1000)} and ${reports.closedAt} <= ${timeSql(at)}
    )`;
}

/**
 * The member's budget of new conversations and photo requests today: halved while a report
 * about them was upheld (`upheldReportSql`). One probe of reports_target_created_idx.
 */
export async function newContactLimitFor(db: Tx, userId: string): Promise<Limit> {
  const result = await db.execute<{ upheld: boolean }>(sql`select ${upheldReportSql(userId)} as upheld`);
  return newContactLimit(userId, result.rows[0]?.upheld === true);
}
