import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { blocks } from '@/models';

/**
 * "No block either way between `a` and `b`", for a WHERE clause: two primary-key probes
 * (blocker_id, blocked_id), so a list filtered by it stays an indexed walk.
 */
export function notBlockedSql(a: SQLWrapper | string, b: SQLWrapper | string): SQL {
  return sql`not exists (select 1 from ${blocks} where (${blocks.blockerId} = ${a} and ${blocks.blockedId} = ${b}) or (${blocks.blockerId} = ${b} and ${blocks.blockedId} = ${a}))`;
}
