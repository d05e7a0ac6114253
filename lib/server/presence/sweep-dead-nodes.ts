import { sql } from 'drizzle-orm';
import { appNodes, memberPresence, memberSockets } from '@/models';
import { now } from '../clock';
import { getDb } from '../db';

/** Three missed heartbeats (one every 20 s) and a node counts as gone. */
export const HEARTBEAT_MS = 20_000;
const DEAD_AFTER_SECONDS = 60;

/**
 * A crashed node cannot say its sockets closed; its members would look online forever. Any live
 * node removes a silent node with its socket rows and stamps those members as disconnected now
 * (the app clock), so the missed-message delay starts from when the crash was noticed, at most a
 * minute or so after it. Several nodes may sweep at once: the row delete lets one win.
 */
export async function sweepDeadNodes(): Promise<number> {
  const db = await getDb();
  const result = await db.execute<{ user_id: string }>(sql`
    with dead as (
      delete from ${appNodes} where heartbeat_at < now() - make_interval(secs => ${DEAD_AFTER_SECONDS}) returning id
    ), gone as (
      delete from ${memberSockets} where node_id in (select id from dead) returning user_id
    )
    insert into ${memberPresence} (user_id, last_disconnected_at)
    select distinct user_id, ${now().toISOString()}::timestamptz from gone
    on conflict (user_id) do update set last_disconnected_at = greatest(${memberPresence.lastDisconnectedAt}, excluded.last_disconnected_at)
    returning user_id`);
  return result.rows.length;
}
