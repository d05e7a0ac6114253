import { randomUUID } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { MSG_MFA } from '@/lib/shared/messages/mfa';
import { sessions, users, type UserRow } from '@/models';
import type { Tx } from '../db';
import { now } from '../clock';
import { AppError } from '../errors';
import { currentGuardianOf } from '../guardians/status';
import { hasActiveSubscription } from '../subscriptions/access';
import { presentOwnUser } from '../users/present';
import { mfaSetupRequired } from './session';
import { signSessionToken } from './tokens';

/**
 * Starts a session and answers what register and login answer. `sessionId` comes from the MFA
 * step's token when there is one: the id can open one session only, which makes that token
 * single-use.
 */
export async function openSession(db: Tx, user: UserRow, options: { sessionId?: string; mfaEnabled?: boolean } = {}) {
  const sessionId = options.sessionId ?? randomUUID();
  const { token, expiresAt } = signSessionToken(user.id, sessionId);
  const [created] = await db.insert(sessions).values({ id: sessionId, userId: user.id, expiresAt, lastSeenAt: now() }).onConflictDoNothing().returning({ id: sessions.id });
  if (!created) throw new AppError('unauthenticated', MSG_MFA.stepExpired);
  // Signing in is activity: a member resting after IDLE_HIDE_DAYS is listed again at once.
  await db.update(users).set({ lastActiveAt: now() }).where(eq(users.id, user.id));
  // Keeps the table to live sessions and those that ended within a token's lifetime.
  await db.delete(sessions).where(and(eq(sessions.userId, user.id), lt(sessions.expiresAt, now())));
  const active = await hasActiveSubscription(db, user.id);
  const guardian = await currentGuardianOf(db, user.id);
  const setupRequired = mfaSetupRequired({ user, mfaEnabled: options.mfaEnabled ?? false });
  return { token, userId: user.id, ...presentOwnUser(user, active, guardian), ...(setupRequired ? { mfaSetupRequired: true as const } : {}) };
}
