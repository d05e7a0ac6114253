import { sql } from 'drizzle-orm';
import { accountSettings, memberPresence, memberSockets, messages, pushSubscriptions, users } from '@/models';
import { now } from '../clock';
import { config } from '../config';
import { getDb } from '../db';
import { enqueueMail, nudgeOutbox } from '../mail/outbox';
import { missedMessagesMail } from '../mail/templates/missed-messages';
import { missedMessageBounds } from './rules';

/** Members handled per scan; the rest are due at the next one. */
const BATCH = 200;

interface Waiting extends Record<string, unknown> {
  user_id: string;
  email: string;
  first_name: string;
  count: number;
  /** As text, so the microseconds survive the round trip into `email_covered_until`. */
  newest: string;
  sender_names: string[];
  has_presence: boolean;
}

/**
 * Emails each member who has unread messages waiting, has not turned these emails off (Settings,
 * Privacy: `account_settings`, no row meaning on) and has had no socket on any node for
 * MISSED_MESSAGE_EMAIL_MINUTES: who wrote and how many, never the text. A member with a push
 * subscription and message pushes on is told by push instead, at once (push/enqueue-push.ts).
 * A message counts when it is unread, never reached any of her sockets (what arrived while she
 * was online she was shown live), and came after whatever her previous such email counted. At most one email per 6 hours.
 *
 * Every node runs this; the claim is one conditional UPDATE of her presence row in the same
 * transaction as the outbox row, so a second node waiting on that row finds the condition false
 * and sends nothing. A member never seen online gets a presence row stamped now: her delay starts
 * from the first scan that notices her.
 */
export async function sendMissedMessageEmails(): Promise<number> {
  const at = now();
  const { offlineBefore, lastEmailBefore, lookbackFrom } = missedMessageBounds(at, config().missedMessages.afterMinutes);
  const db = await getDb();
  const { rows } = await db.execute<Waiting>(sql`
    with waiting as (
      select m.receiver_id, count(*)::int as count, max(m.created_at) as newest, json_agg(distinct s.first_name) as sender_names
      from ${messages} m
      join ${users} s on s.id = m.sender_id
      left join ${memberPresence} p on p.user_id = m.receiver_id
      where m.delivered_at is null and m.read_at is null
        and m.created_at > ${lookbackFrom.toISOString()}::timestamptz
        and (p.email_covered_until is null or m.created_at > p.email_covered_until)
      group by m.receiver_id
    )
    select w.receiver_id as user_id, u.email, u.first_name, w.count, w.newest::text as newest, w.sender_names,
           p.user_id is not null as has_presence
    from waiting w
    join ${users} u on u.id = w.receiver_id
    left join ${memberPresence} p on p.user_id = w.receiver_id
    left join ${accountSettings} st on st.user_id = w.receiver_id
    where coalesce(st.missed_message_emails, true) and not u.suspended
      and not exists (select 1 from ${memberSockets} ms where ms.user_id = w.receiver_id)
      and not (coalesce(st.push_messages, true) and exists (select 1 from ${pushSubscriptions} ps where ps.user_id = w.receiver_id))
      and (p.user_id is null or (p.last_disconnected_at <= ${offlineBefore.toISOString()}::timestamptz
        and (p.missed_email_at is null or p.missed_email_at <= ${lastEmailBefore.toISOString()}::timestamptz)))
    limit ${BATCH}`);

  let sent = 0;
  for (const member of rows) {
    if (!member.has_presence) {
      await db.insert(memberPresence).values({ userId: member.user_id, lastDisconnectedAt: at }).onConflictDoNothing();
      continue;
    }
    const claimed = await db.transaction(async (tx) => {
      const claim = await tx.execute(sql`
        update ${memberPresence}
        set missed_email_at = ${at.toISOString()}::timestamptz, email_covered_until = ${member.newest}::timestamptz
        where user_id = ${member.user_id}
          and last_disconnected_at <= ${offlineBefore.toISOString()}::timestamptz
          and (missed_email_at is null or missed_email_at <= ${lastEmailBefore.toISOString()}::timestamptz)
          and (email_covered_until is null or email_covered_until < ${member.newest}::timestamptz)
          and not exists (select 1 from ${memberSockets} ms where ms.user_id = ${member.user_id})
        returning user_id`);
      if (claim.rows.length === 0) return false;
      const names = [...new Set(member.sender_names)].sort((a, b) => a.localeCompare(b));
      await enqueueMail(tx, await missedMessagesMail({ email: member.email, firstName: member.first_name }, names, member.count));
      return true;
    });
    if (claimed) sent += 1;
  }
  if (sent > 0) nudgeOutbox();
  return sent;
}
