import { and, desc, eq, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { appeals, sanctions, type AppealStatus, type SanctionRow } from '@/models';
import type { Tx } from '../db';
import { perRowSql, timeSql, type Bound } from '../sql-params';

/**
 * A suspension or ban is in force while it is not lifted and, for a suspension, its end is still
 * ahead of `now` (lib/server/clock.ts): access returns by itself when the period ends. `perRow`:
 * see `perRowSql`.
 */
export function sanctionInForceSql(userId: SQLWrapper, now: Bound<Date>, perRow = false): SQL {
  return sql`exists (select 1 from ${sanctions} where ${sanctions.userId} = ${userId} and ${sanctions.liftedAt} is null and ${sanctions.kind} in ('suspend', 'ban') and (${sanctions.endsAt} is null or ${sanctions.endsAt} > ${timeSql(now)})${perRowSql(perRow)})`;
}

export type SanctionInForce = SanctionRow & { appealStatus: AppealStatus | null };

/** The sanction a refused login names: a ban before any suspension, else the one ending last. */
export async function sanctionInForce(db: Tx, userId: string, now: Date): Promise<SanctionInForce | undefined> {
  const [row] = await db
    .select({ sanction: sanctions, appealStatus: appeals.status })
    .from(sanctions)
    .leftJoin(appeals, eq(appeals.sanctionId, sanctions.id))
    .where(
      and(
        eq(sanctions.userId, userId),
        isNull(sanctions.liftedAt),
        sql`${sanctions.kind} in ('suspend', 'ban')`,
        or(isNull(sanctions.endsAt), sql`${sanctions.endsAt} > ${now}`),
      ),
    )
    .orderBy(sql`${sanctions.endsAt} desc nulls first`, desc(sanctions.createdAt))
    .limit(1);
  return row ? { ...row.sanction, appealStatus: row.appealStatus } : undefined;
}
