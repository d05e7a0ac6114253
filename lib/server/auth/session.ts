import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { adminMfa, sessions, users, type UserRow } from '@/models';
import { MSG_AUTH } from '@/lib/shared/messages/auth';
import { MSG_MFA } from '@/lib/shared/messages/mfa';
import { MSG_MEMBERSHIP } from '@/lib/shared/messages/membership';
import { MSG_MODERATION } from '@/lib/shared/messages/moderation';
import type { SessionEndSanction } from '@/lib/shared/socket-events';
import { now } from '../clock';
import { config } from '../config';
import { getDb, type Db, type Tx } from '../db';
import { AppError } from '../errors';
import { sanctionInForce, sanctionInForceSql } from '../moderation/in-force';
import { buildOnce } from '../prepared';
import { timeSql, type Bound } from '../sql-params';
import { hasActiveSubscriptionSql } from '../subscriptions/access';
import { cachedSession, rememberSession, sessionCacheEpoch } from './session-cache';
import { readSessionToken } from './tokens';

export interface Session {
  user: UserRow;
  /** The token's `jti`: the row that logout ends. */
  sessionId: string;
  hasActiveSubscription: boolean;
  /** Whether this admin has a second factor; always false for members. */
  mfaEnabled: boolean;
}

export type AccessLevel = 'user' | 'member' | 'admin';

/** A row of `sessions` that has not ended: not revoked, not expired, not idle for too long. */
function liveSql(at: Bound<Date>): SQL {
  return sql`(${sessions.revokedAt} is null and ${sessions.expiresAt} > ${timeSql(at)} and ${sessions.lastSeenAt} > ${timeSql(at, -config().sessionIdleDays * 24 * 3600 * 1000)})`;
}

const SESSION_ACCOUNT = 'session_account';
const sessionAccount = alias(users, SESSION_ACCOUNT);

/**
 * Whether a session read earlier would still pass `sessionFromToken` and the member level now,
 * as a condition another statement carries: live, the member not suspended nor under a
 * suspension or ban, her access held (admins have it). A socket that keeps its session between
 * events (realtime/chat-events.ts) has its send checked by this, in the send's own statement;
 * when it fails, a fresh read says exactly why.
 */
export function sessionStandsSql(session: { sessionId: Bound<string>; user: { id: Bound<string>; isAdmin: boolean } }, at: Bound<Date>): SQL {
  const access = session.user.isAdmin ? sql`true` : hasActiveSubscriptionSql(sessionAccount.id, at);
  return sql`exists (select 1 from ${sessions} join ${users} ${sql.identifier(SESSION_ACCOUNT)} on ${sessionAccount.id} = ${sessions.userId} where ${sessions.id} = ${session.sessionId} and ${sessions.userId} = ${session.user.id} and ${liveSql(at)} and not ${sessionAccount.suspended} and not ${sanctionInForceSql(sessionAccount.id, at)} and ${access})`;
}

/** How stale `last_seen_at` may get before a request moves it: one write per session per interval, not per request. */
const LAST_SEEN_INTERVAL_MS = 5 * 60 * 1000;

export function bearerToken(authorization: string | null | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1];
}

/**
 * Every authenticated request pays for this lookup, so the session, the user, the subscription,
 * a suspension or ban in force and the admin's second factor come back in one query, built once
 * (`buildOnce`): only the token's id and the time are values.
 */
function prepareSessionCheck(db: Db) {
  const at = sql.placeholder('at');
  return db
    .select({
      user: users,
      userId: sessions.userId,
      lastSeenAt: sessions.lastSeenAt,
      live: sql<boolean>`${liveSql(at)}`,
      subscribed: sql<boolean>`${hasActiveSubscriptionSql(users.id, at)}`,
      sanctioned: sql<boolean>`${sanctionInForceSql(users.id, at)}`,
      mfaEnabled: sql<boolean>`(${users.isAdmin} and exists (select 1 from ${adminMfa} where ${adminMfa.userId} = ${users.id} and ${adminMfa.enabledAt} is not null))`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('jti')))
    .limit(1)
    .prepare('session_check');
}

/**
 * Resolves a bearer token to its session, refusing ended, expired, idle or suspended ones. A read
 * (`reuse`) may take a session this node read in the last second (auth/session-cache.ts); a
 * write always reads the row, and any change to a member's sessions or account is forgotten on
 * every node (realtime/emit forgetSessions).
 */
export async function sessionFromToken(token: string | undefined, { reuse = false } = {}): Promise<Session> {
  if (!token) throw new AppError('unauthenticated', MSG_AUTH.notAuthenticated);
  const claims = readSessionToken(token);
  if (!claims) throw new AppError('unauthenticated', MSG_AUTH.sessionExpired);
  const cached = reuse ? cachedSession<Session>(claims.jti, claims.sub) : undefined;
  if (cached) return cached;
  const epoch = sessionCacheEpoch();
  const db = await getDb();
  const at = now();
  const [row] = await buildOnce(db, 'session_check', () => prepareSessionCheck(db)).execute({ jti: claims.jti, at: at.toISOString() });
  if (!row || row.userId !== claims.sub) throw new AppError('unauthenticated', MSG_AUTH.sessionExpired);
  // Suspension ends every session too; saying why is kinder than "expired".
  if (row.user.suspended) throw new AppError('forbidden', MSG_AUTH.accountSuspended);
  if (row.sanctioned === true) throw await sanctionedSession(db, row.userId, at);
  if (row.live !== true) throw new AppError('unauthenticated', MSG_AUTH.sessionExpired);
  if (at.getTime() - row.lastSeenAt.getTime() > LAST_SEEN_INTERVAL_MS) {
    // Conditional, so parallel requests of one session write once; the member's last activity
    // (Find Matches' "active recently" and idle resting) moves with it, on the same interval.
    const staleBefore = new Date(at.getTime() - LAST_SEEN_INTERVAL_MS);
    await db.update(sessions).set({ lastSeenAt: at }).where(and(eq(sessions.id, claims.jti), lt(sessions.lastSeenAt, staleBefore)));
    await db.update(users).set({ lastActiveAt: at }).where(and(eq(users.id, row.userId), lt(users.lastActiveAt, staleBefore)));
  }
  const session: Session = {
    user: row.user,
    sessionId: claims.jti,
    hasActiveSubscription: row.user.isAdmin || row.subscribed === true,
    mfaEnabled: row.mfaEnabled === true,
  };
  if (reuse) rememberSession(session, epoch, session.hasActiveSubscription && !mfaSetupRequired(session));
  return session;
}

/** With ADMIN_MFA_REQUIRED, an admin without a second factor may only set one up (or log out). */
export function mfaSetupRequired(session: Pick<Session, 'user' | 'mfaEnabled'>): boolean {
  return session.user.isAdmin && config().adminMfaRequired && !session.mfaEnabled;
}

/**
 * Members need a subscription; admins pass every level once their second factor is set up when
 * that is required. The `user` level (session check, logout, MFA set-up) is open to all.
 */
export function requireLevel(session: Session, level: AccessLevel): void {
  if (level !== 'user' && mfaSetupRequired(session)) throw new AppError('mfa_setup_required', MSG_MFA.setupRequired);
  if (level === 'admin' && !session.user.isAdmin) throw new AppError('forbidden', MSG_AUTH.adminOnly);
  if (level === 'member' && !session.hasActiveSubscription) {
    throw new AppError('subscription_required', MSG_MEMBERSHIP.subscriptionRequired);
  }
}

/** For services behind the `user` level that only admins may use. */
export function requireAdmin(session: Session): void {
  if (!session.user.isAdmin) throw new AppError('forbidden', MSG_AUTH.adminOnly);
}

/**
 * The refusal of a sanctioned member's session, with the sanction's kind and end: a tab that had
 * no connection when moderators acted learns from its socket's refused handshake why it is signed
 * out and until when, as an open tab does from `sessionEnded`.
 */
async function sanctionedSession(db: Tx, userId: string, at: Date): Promise<AppError> {
  const sanction = await sanctionInForce(db, userId, at);
  const detail: SessionEndSanction | undefined = sanction && { kind: sanction.kind === 'ban' ? 'ban' : 'suspend', endsAt: sanction.endsAt?.toISOString() ?? null };
  return new AppError('account_sanctioned', MSG_MODERATION.sanctionedSession, detail ? { extra: { sanction: detail } } : undefined);
}
