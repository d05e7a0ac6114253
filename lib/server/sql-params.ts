import { sql, type Placeholder, type SQL } from 'drizzle-orm';

/**
 * A value a condition compares with: the value itself, or a placeholder that a statement built
 * once fills on every run (chats/send-message.ts builds its checks once per process, because
 * building them took as long as running them). Shared conditions take these so both kinds of
 * caller use the one definition.
 */
export type Bound<T> = T | Placeholder;

/**
 * A point in time `offsetMs` away from `at`, as a timestamptz. A Date is moved here, so the
 * statement carries the moved time; a placeholder is moved in SQL, since its value is not known
 * until the statement runs.
 */
export function timeSql(at: Bound<Date>, offsetMs = 0): SQL {
  if (at instanceof Date) return sql`${new Date(at.getTime() + offsetMs).toISOString()}::timestamptz`;
  if (offsetMs === 0) return sql`${at}::timestamptz`;
  return sql`(${at}::timestamptz + ${sql.raw(String(Math.trunc(offsetMs)))} * interval '1 millisecond')`;
}

/**
 * Ends an EXISTS subquery that a WHERE clause should test row by row. PostgreSQL otherwise pulls
 * it up into a semi- or anti-join and weighs every join order with it; for a statement planned
 * on every request (a filtered Find Matches) that search cost more than the run: its ids
 * statement planned and ran 2,180 times a second in pgbench with the joins, 2,880 without.
 * `offset 0` keeps a subquery apart: PostgreSQL never pulls up one with an OFFSET. The walk that
 * finds a page tests only the rows its other conditions let through, so the run is no slower.
 */
export const perRowSql = (perRow: boolean): SQL => (perRow ? sql` offset 0` : sql``);
