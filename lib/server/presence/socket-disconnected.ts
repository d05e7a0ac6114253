import { and, eq } from 'drizzle-orm';
import { memberPresence, memberSockets } from '@/models';
import { now } from '../clock';
import { getDb } from '../db';
import { localPresence } from './local-sockets';

/**
 * Forgets a closed socket and stamps the member's last disconnect (the app clock). With other
 * tabs still open she stays online: "online" is the existence of a socket row, not this time.
 */
export async function socketDisconnected(userId: string, socketId: string): Promise<void> {
  const { nodeId, sockets } = localPresence();
  sockets.delete(socketId);
  const at = now();
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.delete(memberSockets).where(and(eq(memberSockets.nodeId, nodeId), eq(memberSockets.socketId, socketId)));
    await tx
      .insert(memberPresence)
      .values({ userId, lastDisconnectedAt: at })
      .onConflictDoUpdate({ target: memberPresence.userId, set: { lastDisconnectedAt: at } });
  });
}
