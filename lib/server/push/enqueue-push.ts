import { sql } from 'drizzle-orm';
import { accountSettings, jobs, memberSockets, pushSubscriptions } from '@/models';
import { now } from '../clock';
import type { Tx } from '../db';
import { PUSH_TASK_NAME, SETTING_OF, type PushNotice } from './notices';

/**
 * Queues one `push` job per subscription of the member, in the caller's transaction, so the push
 * exists exactly when the event was committed and each is sent (and retried) on its own: a
 * phone that is off does not hold back or repeat her laptop's. Her setting for the kind (on
 * without a row) is read in the same statement; with `unlessOnline`, a socket of hers on any
 * node (`member_sockets`) means she sees it live and nothing is queued. One statement either
 * way, so the message send's hot path pays one round trip. Call `nudgeJobs()` after the commit
 * when this returns true.
 */
export async function enqueuePush(tx: Tx, userId: string, notice: PushNotice, { unlessOnline = false } = {}): Promise<boolean> {
  const setting = accountSettings[SETTING_OF[notice.kind]];
  const online = unlessOnline ? sql`and not exists (select 1 from ${memberSockets} where ${memberSockets.userId} = ${userId})` : sql``;
  const { rows } = await tx.execute<{ id: string }>(sql`
    insert into ${jobs} (name, payload, run_at)
    select ${PUSH_TASK_NAME}, jsonb_build_object('subscriptionId', ${pushSubscriptions.id}, 'notice', ${JSON.stringify(notice)}::jsonb), ${now().toISOString()}::timestamptz
    from ${pushSubscriptions}
    left join ${accountSettings} on ${accountSettings.userId} = ${pushSubscriptions.userId}
    where ${pushSubscriptions.userId} = ${userId} and coalesce(${setting}, true) ${online}
    returning id`);
  return rows.length > 0;
}
