import { sql } from 'drizzle-orm';
import { appNodes, memberSockets } from '@/models';
import { getDb } from '../db';
import { localPresence } from './local-sockets';

/**
 * Proves this node alive. Heartbeats use the database's clock, not the app clock (`now()`): they
 * detect crashed processes, a matter of real elapsed time between machines, and a test moving the
 * app clock forward must not make a running node look dead. If another node took this one for
 * dead (a long pause) and swept it, its sockets are written back.
 */
export async function beatHeart(): Promise<void> {
  const { nodeId, sockets } = localPresence();
  const db = await getDb();
  const [row] = await db
    .insert(appNodes)
    .values({ id: nodeId })
    // eslint-disable-next-line no-restricted-syntax -- the database's clock: see above
    .onConflictDoUpdate({ target: appNodes.id, set: { heartbeatAt: sql`now()` } })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  if (!row?.inserted || sockets.size === 0) return;
  const rows = [...sockets].map(([socketId, { userId, connectedAt }]) => ({ nodeId, socketId, userId, connectedAt }));
  await db.insert(memberSockets).values(rows).onConflictDoNothing();
}
