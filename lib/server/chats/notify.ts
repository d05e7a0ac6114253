import { eq, sql } from 'drizzle-orm';
import { users } from '@/models';
import { now } from '../clock';
import { getDb } from '../db';
import { reachableSql } from '../safety/contactable';
import { hasActiveSubscriptionSql } from '../subscriptions/access';

/**
 * Member events follow the HTTP rule at the moment they are sent: a subscription can lapse by
 * the clock alone, with no event to disconnect anyone, so whoever receives chat content is
 * checked now (admins pass; suspended or sanctioned accounts never do, safety/contactable.ts).
 */
export async function mayReceiveMemberEvents(userId: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ allowed: sql<boolean>`(${reachableSql(now())} and (${users.isAdmin} or ${hasActiveSubscriptionSql(users.id)}))` })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.allowed === true;
}
