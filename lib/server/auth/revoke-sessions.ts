import { and, eq, isNull, ne } from 'drizzle-orm';
import { sessions } from '@/models';
import type { Tx } from '../db';
import { now } from '../clock';

/**
 * Ends every live session of a user (but `exceptSessionId`), in the caller's transaction. The
 * caller disconnects the sockets once it has committed (realtime/emit endSessionSockets).
 */
export async function revokeSessions(db: Tx, userId: string, exceptSessionId?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined));
}
