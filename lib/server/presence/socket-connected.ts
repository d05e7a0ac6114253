import { sql } from 'drizzle-orm';
import { appNodes, memberSockets } from '@/models';
import { now } from '../clock';
import { getDb } from '../db';
import { localPresence } from './local-sockets';

/**
 * Records an open member socket of this node. The node's row is written with it, so a socket
 * never exists without a node whose heartbeat can later prove it dead.
 */
export async function socketConnected(userId: string, socketId: string): Promise<void> {
  const { nodeId, sockets } = localPresence();
  const connectedAt = now();
  sockets.set(socketId, { userId, connectedAt });
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx
      .insert(appNodes)
      .values({ id: nodeId })
      // eslint-disable-next-line no-restricted-syntax -- a heartbeat, on the database's clock (heartbeat.ts)
      .onConflictDoUpdate({ target: appNodes.id, set: { heartbeatAt: sql`now()` } });
    await tx.insert(memberSockets).values({ nodeId, socketId, userId, connectedAt }).onConflictDoNothing();
  });
}
