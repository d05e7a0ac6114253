import { and, desc, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { subscriptions, type SubscriptionRow } from '@/models';
import { now } from '../clock';
import type { Tx } from '../db';
import { perRowSql, timeSql, type Bound } from '../sql-params';

type AccessFields = Pick<SubscriptionRow, 'status' | 'currentPeriodEndsAt'>;

/**
 * Whether a subscription opens the member area now. APPROVED/ACTIVE open it; a cancelled,
 * suspended or expired one keeps it open until the period already paid (or the trial) ends.
 */
export function grantsAccess(sub: AccessFields | undefined, at: Date = now()): boolean {
  if (!sub) return false;
  if (sub.status === 'APPROVED' || sub.status === 'ACTIVE') return true;
  if (sub.status === 'CANCELLED' || sub.status === 'SUSPENDED') {
    return sub.currentPeriodEndsAt !== null && sub.currentPeriodEndsAt.getTime() > at.getTime();
  }
  return false;
}

/**
 * `grantsAccess` as an SQL condition on a row of `subscriptions`, for queries over many members
 * at once (tests/unit/subscription-access-sql.test.ts checks that both agree on every status).
 */
export function grantsAccessSql(at: Bound<Date> = now()): SQL {
  return sql`(${subscriptions.status} in ('APPROVED', 'ACTIVE') or (${subscriptions.status} in ('CANCELLED', 'SUSPENDED') and ${subscriptions.currentPeriodEndsAt} > ${timeSql(at)}))`;
}

/** True for the users whose id is `userId` and who hold a subscription that grants access now. `perRow`: see `perRowSql`. */
export function hasActiveSubscriptionSql(userId: SQLWrapper, at?: Bound<Date>, perRow = false): SQL {
  return sql`exists (select 1 from ${subscriptions} where ${subscriptions.userId} = ${userId} and ${grantsAccessSql(at)}${perRowSql(perRow)})`;
}

const DECIDING_STATUSES = ['APPROVED', 'ACTIVE', 'SUSPENDED', 'CANCELLED', 'EXPIRED'] as const;

/**
 * The subscription that decides access: the newest one that grants it, else the newest that got
 * past approval. A started but unapproved checkout never counts.
 */
export async function currentSubscription(db: Tx, userId: string): Promise<SubscriptionRow | undefined> {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...DECIDING_STATUSES])))
    .orderBy(desc(subscriptions.createdAt))
    .limit(5);
  return rows.find((row) => grantsAccess(row)) ?? rows[0];
}

export async function hasActiveSubscription(db: Tx, userId: string): Promise<boolean> {
  return grantsAccess(await currentSubscription(db, userId));
}
