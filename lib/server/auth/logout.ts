import { eq } from 'drizzle-orm';
import { sessions } from '@/models';
import { getDb } from '../db';
import { endSessionSockets } from '../realtime/emit';
import { revokeSessions } from './revoke-sessions';
import type { Session } from './session';
import { now } from '../clock';

/** POST /api/auth/logout: ends the calling session only; the member's other devices stay signed in. */
export async function logout(session: Session): Promise<{ success: true }> {
  const db = await getDb();
  await db.update(sessions).set({ revokedAt: now() }).where(eq(sessions.id, session.sessionId));
  endSessionSockets({ sessionId: session.sessionId }, 'logout');
  return { success: true };
}

/** POST /api/auth/logout-all: ends every session of the member, this one included. */
export async function logoutAll(session: Session): Promise<{ success: true }> {
  const db = await getDb();
  await revokeSessions(db, session.user.id);
  endSessionSockets({ userId: session.user.id }, 'logout');
  return { success: true };
}
