import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { SendMessageInput } from '@/lib/schemas/chat';
import { MSG_AUTH } from '@/lib/shared/messages/auth';
import { MSG_CHAT } from '@/lib/shared/messages/chat';
import { MSG_SAFETY } from '@/lib/shared/messages/safety';
import { filterProfanity } from '@/lib/shared/profanity';
import { conversations, messages, users, type MessageRow, type UserRow } from '@/models';
import { now } from '../clock';
import { assertEmailVerified } from '../account-email/require-verified';
import { getAccountSettings } from '../account-settings/get-settings';
import { sessionStandsSql, type Session } from '../auth/session';
import { getDb, type Tx } from '../db';
import { runPrepared } from '../prepared';
import { AppError, invalid } from '../errors';
import { notifyGuardian } from '../guardians/notify-guardian';
import { nudgeOutbox } from '../mail/outbox';
import { timeMessageSend, type SendTransport } from '../ops/message-metrics';
import { messageLimits, newContactLimit } from '../security/member-limits';
import { consume, countHitsSql, judgeHits, type HitRow, type Limit } from '../security/rate-limit';
import { assertMayContact } from '../safety/assert-may-contact';
import { notBlockedSql } from '../safety/blocked-sql';
import { listableForSql, reachableSql } from '../safety/contactable';
import { enqueuePush } from '../push/enqueue-push';
import { nudgeJobs } from '../jobs/tasks';
import { flagMessage } from '../safety/flag-message';
import { newContactLimitFor, upheldReportSql } from '../safety/new-contact-limit';
import { hasActiveSubscriptionSql } from '../subscriptions/access';
import { orderedPair } from './pair';
import { presentMessage, previewOf, type ChatMessage } from './present';
import { hasSocketHere } from '../realtime/emit';
import { publishNewMessage } from './publish';

/** Thrown inside the transaction when a send with the same clientId was stored already. */
class AlreadyStored extends Error {}

async function findByClientId(db: Tx, senderId: string, clientId: string): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.clientId, clientId)))
    .limit(1);
  return row;
}

/**
 * The receiver, if she may be contacted at all (`reachableSql`: not suspended, no suspension or
 * ban in force), with, in the same query, whether her access holds now, so member events may
 * reach her (as `mayReceiveMemberEvents`), and whether the sender may write to her: within a
 * conversation that exists, always; a new one only to someone Find Matches lists for the sender
 * (`listableForSql`; admins write to any member). The CASE evaluates the listing rule only when
 * no conversation exists, so an ongoing chat pays one primary-key probe for it. Whether a block
 * stands between them (`notBlockedSql`) comes in the same row, and so do the sender's message
 * limits, counted by a WITH of the same statement, and, for a session a socket kept, whether it
 * still stands: one round trip for every check a send makes before it is stored.
 */
async function findReceiver(tx: Tx, sender: UserRow, userId: string, at: Date, limits: Limit[], standing: Standing | undefined) {
  const pair = orderedPair(sender.id, userId);
  const talking = sql`exists (select 1 from ${conversations} where ${conversations.userA} = ${pair.userA} and ${conversations.userB} = ${pair.userB})`;
  const hits = tx.$with('limit_hits', { key: sql<string>`key`, count: sql<number>`count`, resetAt: sql<string>`reset_at` }).as(countHitsSql(limits, at));
  const query = tx
    .with(hits)
    .select({
      user: users,
      hearsEvents: sql<boolean>`(${users.isAdmin} or ${hasActiveSubscriptionSql(users.id, at)})`,
      reachable: sql<boolean>`${reachableSql(at)}`,
      mayWrite: sender.isAdmin ? sql<boolean>`true` : sql<boolean>`(case when ${talking} then true else ${listableForSql(sender, at)} end)`,
      notBlocked: sql<boolean>`${notBlockedSql(sender.id, userId)}`,
      hits: sql<HitRow[]>`(select json_agg(json_build_object('key', key, 'count', count, 'reset_at', reset_at)) from ${hits})`,
      senderStands: standing ? sql<boolean>`${sessionStandsSql(standing, at)}` : sql<boolean>`true`,
      // Only a first message spends a new contact, whose budget this decides; null: a conversation exists.
      senderUpheld: sql<boolean | null>`(case when ${talking} then null else ${upheldReportSql(sender.id, at)} end)`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  // The text differs only by these two; every other difference is a value.
  const [row] = await runPrepared(query, `send_checks_${sender.isAdmin ? 'admin' : 'member'}_${standing ? 'held' : 'read'}`);
  return row;
}

/** A session a socket kept between events (auth/held-session.ts): the send checks that it still stands. */
type Standing = Pick<Session, 'sessionId'> & { user: Pick<UserRow, 'id' | 'isAdmin'> };

/**
 * Opens the conversation or moves it on (its row lock orders concurrent sends to the same pair;
 * it numbers the message and makes it the conversation's last) and stores the message, in one
 * statement. A retry with a stored clientId stores nothing: no row comes back.
 */
async function storeMessage(tx: Tx, row: Omit<MessageRow, 'conversationId' | 'seq'>, preview: string): Promise<{ conversationId: string; seq: number } | undefined> {
  const pair = orderedPair(row.senderId, row.receiverId);
  const at = row.createdAt.toISOString();
  const result = await tx.execute<{ conversation_id: string; seq: number }>(sql`
    with conversation as (
      insert into ${conversations} (user_a, user_b, started_by, last_seq, last_message_id, last_message_at, last_message_preview)
      values (${pair.userA}, ${pair.userB}, ${row.senderId}, 1, ${row.id}, ${at}::timestamptz, ${preview})
      on conflict (user_a, user_b) do update set
        last_seq = ${conversations.lastSeq} + 1,
        last_message_id = excluded.last_message_id,
        last_message_at = greatest(${conversations.lastMessageAt}, excluded.last_message_at),
        last_message_preview = excluded.last_message_preview
      returning id, last_seq
    )
    insert into ${messages} (id, conversation_id, seq, sender_id, receiver_id, client_id, content, original_content, created_at)
    select ${row.id}, conversation.id, conversation.last_seq, ${row.senderId}, ${row.receiverId}, ${row.clientId}, ${row.content}, ${row.originalContent}, ${at}::timestamptz
    from conversation
    on conflict (sender_id, client_id) do nothing
    returning conversation_id, seq`);
  const [stored] = result.rows;
  return stored && { conversationId: stored.conversation_id, seq: Number(stored.seq) };
}

/**
 * Stores a message, then emits it: the text is filtered here (the browser's filter only
 * previews), the sequence number comes from the conversation row in the same transaction, and a
 * retried send with the same clientId answers the stored message instead of storing it twice.
 * Every statement is a round trip holding a pooled connection, so the path is kept short: one
 * statement reads every check and counts the limits, one stores, and a retry is found by the
 * insert's conflict (then rolled back) rather than by a query before every send. `standing`: the
 * session a socket kept, checked in the first statement (a fresh read is the caller's
 * alternative). `transport` only labels the send-latency metric (stored and published messages
 * only; refusals are not timed).
 */
export async function sendMessage(sender: UserRow, input: SendMessageInput, transport: SendTransport, standing?: Standing): Promise<ChatMessage> {
  if (input.receiverId.toLowerCase() === sender.id) throw invalid(MSG_CHAT.cannotMessageSelf);
  const sent = timeMessageSend(transport);
  const db = await getDb();
  const clientId = input.clientId ?? null;
  const content = filterProfanity(input.content);
  // Moderators judge what was written, not the stars: the original is kept only when it differs.
  const originalContent = content === input.content ? null : input.content;

  // The message's id and time are chosen here, so the conversation row learns of it in the
  // same statement that numbers it.
  const id = randomUUID();
  const at = now();
  const preview = previewOf(content);
  const limits = messageLimits(sender.id);

  let outcome: { message: MessageRow; guardianNotified: boolean; receiverHearsEvents: boolean; pushQueued: boolean };
  try {
    outcome = await db.transaction(async (tx) => {
      const receiver = await findReceiver(tx, sender, input.receiverId.toLowerCase(), at, limits, standing);
      if (receiver && !receiver.senderStands) throw new AppError('unauthenticated', MSG_AUTH.sessionExpired);
      if (!receiver?.reachable) throw new AppError('not_found', MSG_CHAT.receiverNotFound);
      // The block rule was read with her; only a send a block stands between pays for the refusal's own reads.
      if (!receiver.notBlocked) await assertMayContact(tx, sender.id, receiver.user.id, MSG_SAFETY.cannotMessage);
      // Someone Find Matches would not show the sender answers like an unknown id.
      if (!receiver.mayWrite) throw new AppError('not_found', MSG_CHAT.receiverNotFound);
      const row = { id, senderId: sender.id, receiverId: receiver.user.id, clientId, content, originalContent, createdAt: at };
      const stored = await storeMessage(tx, { ...row, deliveredAt: null, readAt: null, readPrivately: false, removedAt: null }, preview);
      if (!stored) throw new AlreadyStored();
      const message: MessageRow = { ...row, ...stored, deliveredAt: null, readAt: null, readPrivately: false, removedAt: null };
      await flagMessage(tx, message);
      // Counted in the transaction: a send refused here (or failing later) stores and counts nothing.
      judgeHits(limits, receiver.hits);
      if (message.seq === 1) {
        assertEmailVerified(sender);
        // A conversation that went away between the two statements (an account deleted) leaves it unread.
        await consume(tx, receiver.senderUpheld === null ? await newContactLimitFor(tx, sender.id) : newContactLimit(sender.id, receiver.senderUpheld));
      }
      // Only the first message makes a conversation, and only a conversation is a match request.
      const guardianNotified = message.seq === 1 && (await notifyGuardian(tx, { kind: 'new_conversation', ward: receiver.user, requester: sender }));
      // At once, not after the missed-message delay: only when no socket of hers is open on any node.
      // A socket of hers on this node answers that without a query; otherwise member_sockets tells of the other nodes.
      const pushQueued =
        receiver.hearsEvents && !hasSocketHere(receiver.user.id) && (await enqueuePush(tx, receiver.user.id, { kind: 'message', messageId: id }, { unlessOnline: true }));
      return { message, guardianNotified, receiverHearsEvents: receiver.hearsEvents, pushQueued };
    });
  } catch (error) {
    if (error instanceof AlreadyStored && clientId) {
      // A retry may come after the message was read: the sender's view of it, receipts and all.
      const { readReceipts } = await getAccountSettings(sender.id);
      return presentMessage((await findByClientId(db, sender.id, clientId))!, { id: sender.id, readReceipts });
    }
    throw error;
  }

  if (outcome.guardianNotified) nudgeOutbox();
  if (outcome.pushQueued) nudgeJobs();
  const message = presentMessage(outcome.message);
  publishNewMessage(message, outcome.receiverHearsEvents);
  sent();
  return message;
}
