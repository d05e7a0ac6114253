import { eq, sql } from 'drizzle-orm';
import { users, type UserRow } from '@/models';
import { MSG } from '@/lib/shared/messages';
import { getDb } from '../db';
import { AppError } from '../errors';
import { hasActiveSubscriptionSql } from '../subscriptions/access';
import { readSessionToken } from './tokens';

export interface Session {
  user: UserRow;
  hasActiveSubscription: boolean;
}

export type AccessLevel = 'user' | 'member' | 'admin';

export function bearerToken(authorization: string | null | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1];
}

/** Resolves a bearer token to its user, refusing revoked, expired or suspended sessions. */
export async function sessionFromToken(token: string | undefined): Promise<Session> {
  if (!token) throw new AppError('unauthenticated', MSG.notAuthenticated);
  const claims = readSessionToken(token);
  if (!claims) throw new AppError('unauthenticated', MSG.sessionExpired);
  const db = await getDb();
  // Every authenticated request pays for this lookup, so the subscription check rides along in one query.
  const [row] = await db
    .select({ user: users, subscribed: sql<boolean>`${hasActiveSubscriptionSql(users.id)}` })
    .from(users)
    .where(eq(users.id, claims.sub))
    .limit(1);
  const user = row?.user;
  if (!user || user.tokenVersion !== claims.tv) throw new AppError('unauthenticated', MSG.sessionExpired);
  if (user.suspended) throw new AppError('forbidden', MSG.accountSuspended);
  return { user, hasActiveSubscription: user.isAdmin || row.subscribed === true };
}

/** Members need a subscription; admins pass every level. */
export function requireLevel(session: Session, level: AccessLevel): void {
  if (level === 'admin' && !session.user.isAdmin) throw new AppError('forbidden', MSG.adminOnly);
  if (level === 'member' && !session.hasActiveSubscription) {
    throw new AppError('subscription_required', MSG.subscriptionRequired);
  }
}
