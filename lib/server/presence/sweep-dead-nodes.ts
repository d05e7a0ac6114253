import { sql } from 'drizzle-orm';
import { appNodes, memberPresence, memberSockets } from '@/models';
import { now } from '../clock';
import { config } from '../config';
import { getDb } from '../db';

/** Three missed heartbeats and a node counts as gone: one late beat on a busy machine is not a crash. */
const MISSED_BEATS = 3;

/**
 * A crashed node cannot say its sockets closed; its members would look online forever. Any live
 * node removes a silent node with its socket rows and stamps those members as disconnected now
 * (the app clock), so the missed-message delay starts from when the crash was noticed, at most
 * three heartbeats (a minute by default) after it. Several nodes may sweep at once: the row delete lets one win.
 */
export async function sweepDeadNodes(): Promise<number> {
  const db = await getDb();
  const deadAfterSeconds = MISSED_BEATS * config().presenceHeartbeatSeconds;
  // eslint-disable-next-line no-restricted-syntax -- heartbeats are on the database's clock (heartbeat.ts)
  const silentSince = sql`now() - make_interval(secs => ${deadAfterSeconds})`;
  const result = await db.execute<{ user_id: string }>(sql`
    with dead as (
      delete from ${appNodes} where heartbeat_at < ${silentSince} returning id
    ), gone as (
      delete from ${memberSockets} where node_id in (select id from dead) returning user_id
    )
    insert into ${memberPresence} (user_id, last_disconnected_at)
    select distinct user_id, ${now().toISOString()}::timestamptz from gone
    on conflict (user_id) do update set last_disconnected_at = greatest(${memberPresence.lastDisconnectedAt}, excluded.last_disconnected_at)
    returning user_id`);
  return result.rows.length;
}
