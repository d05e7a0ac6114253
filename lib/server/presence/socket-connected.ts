import { sql } from 'drizzle-orm';
import { appNodes, memberSockets } from '@/models';
import { now } from '../clock';
import { getDb } from '../db';
import { localPresence } from './local-sockets';

/**
 * Records an open member socket of this node, with the node's row if it has none yet (its first
 * socket, or after another node swept it as dead), so a socket never exists without a node whose
 * heartbeat can later prove it dead. One statement, which leaves an existing node row alone:
 * writing its heartbeat here too made every connection of the node wait for the one before it to
 * commit (a median of 10-16 ms per connection when 1,000 sockets came at once).
 * Keeping the node alive is the heartbeat's (heartbeat.ts), which also writes the sockets back
 * if a sweep took them.
 */
export async function socketConnected(userId: string, socketId: string): Promise<void> {
  const { nodeId, sockets } = localPresence();
  const connectedAt = now();
  sockets.set(socketId, { userId, connectedAt });
  const db = await getDb();
  await db.execute(sql`
    with node as (
      insert into ${appNodes} (id) values (${nodeId}) on conflict (id) do nothing
    )
    insert into ${memberSockets} (node_id, socket_id, user_id, connected_at)
    values (${nodeId}, ${socketId}, ${userId}, ${connectedAt.toISOString()}::timestamptz)
    on conflict do nothing`);
}
