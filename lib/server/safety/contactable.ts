import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { users, type UserRow } from '@/models';
import { sanctionInForceSql } from '../moderation/in-force';
import { hasActiveSubscriptionSql } from '../subscriptions/access';
import { notBlockedWithSql } from './blocked-sql';
import type { Bound } from '../sql-params';

type Viewer = Pick<UserRow, 'gender' | 'isAdmin'> & { id: Bound<string> };

/**
 * "May be seen and contacted at all", on a row of `users`: not suspended and under no suspension
 * or ban in force (moderation/in-force.ts). Every way of showing a member or reaching one asks
 * this (profile by id, messages, photo requests, Find Matches), so a sanction hides a member
 * everywhere at once.
 */
export function reachableSql(at: Bound<Date>, perRow = false): SQL {
  return and(eq(users.suspended, false), sql`not ${sanctionInForceSql(users.id, at, perRow)}`)!;
}

/**
 * Whom Find Matches lists for `viewer`, on a row of `users`: reachable, subscribed now, not an
 * admin, not the viewer, of the other gender (admins see both) and with no block either way.
 * A new conversation or photo request may go only to such a member, so Find Matches and the
 * paths that start contact share this one definition. Its subqueries are tested per row
 * (`perRowSql`): the callers test one member, or walk a list with it in WHERE.
 */
export function listableForSql(viewer: Viewer, at: Bound<Date>): SQL {
  return and(
    viewer.isAdmin ? undefined : eq(users.gender, viewer.gender === 'male' ? 'female' : 'male'),
    ne(users.id, viewer.id),
    eq(users.isAdmin, false),
    reachableSql(at, true),
    hasActiveSubscriptionSql(users.id, at, true),
    notBlockedWithSql(viewer.id, users.id),
  )!;
}
