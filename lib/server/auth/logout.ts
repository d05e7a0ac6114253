import { eq } from 'drizzle-orm';
import { sessions } from '@/models';
import { getDb } from '../db';
import { endSessionSockets } from '../realtime/emit';
import { forgetAllPush, forgetSessionPush } from '../push/unsubscribe';
import { revokeSessions } from './revoke-sessions';
import type { Session } from './session';
import { now } from '../clock';

/** POST /api/auth/logout: ends the calling session only; the member's other devices stay signed in. */
export async function logout(session: Session): Promise<{ success: true }> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.update(sessions).set({ revokedAt: now() }).where(eq(sessions.id, session.sessionId));
    await forgetSessionPush(tx, session.sessionId);
  });
  await endSessionSockets({ sessionId: session.sessionId }, 'logout');
  return { success: true };
}

/** POST /api/auth/logout-all: ends every session of the member, this one included. */
export async function logoutAll(session: Session): Promise<{ success: true }> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await revokeSessions(tx, session.user.id);
    await forgetAllPush(tx, session.user.id);
  });
  await endSessionSockets({ userId: session.user.id }, 'logout');
  return { success: true };
}
