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
import { getDb, type Db, type Tx } from '../db';
import { buildOnce } from '../prepared';
import { AppError, invalid } from '../errors';
import { notifyGuardian } from '../guardians/notify-guardian';
import { log } from '../logger';
import { nudgeOutbox } from '../mail/outbox';
import { timeMessageSend } from '../ops/message-metrics';
import { messageLimits, newContactLimit } from '../security/member-limits';
import { consume, countHitsSql, judgeHits, refund, type HitRow, type Limit } from '../security/rate-limit';
import { assertMayContact } from '../safety/assert-may-contact';
import { notBlockedSql } from '../safety/blocked-sql';
import { listableForSql, reachableSql } from '../safety/contactable';
import { enqueuePush } from '../push/enqueue-push';
import { nudgeJobs } from '../jobs/tasks';
import { flagMessage, mayNeedFlag } from '../safety/flag-message';
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

/** Which of the send checks' statements a sender runs: the text differs by these, and the other gender is a value fixed in each. */
type ChecksVariant = { sender: 'admin' | 'male' | 'female'; held: boolean };

const at = sql.placeholder('at');
const senderId = sql.placeholder('senderId');
const receiverId = sql.placeholder('receiverId');

/**
 * The receiver, if she may be contacted at all (`reachableSql`: not suspended, no suspension or
 * ban in force), with, in the same query, whether her access holds now, so member events may
 * reach her (as `mayReceiveMemberEvents`), and whether the sender may write to her: within a
 * conversation that exists, always; a new one only to someone Find Matches lists for the sender
 * (`listableForSql`; admins write to any member). The CASE evaluates the listing rule only when
 * no conversation exists, so an ongoing chat pays one primary-key probe for it. Whether a block
 * stands between them (`notBlockedSql`) comes in the same row, and so do the sender's message
 * limits, counted by a WITH of the same statement, and, for a session a socket kept, whether it
 * still stands.
 *
 * The same statement stores a quiet send (`appended`): a message in a conversation that exists,
 * whose text needs no flag (`quietText`) and whose receiver needs no push (`socketHere`, or no
 * member events), when every check above passes and no limit is over. It numbers the message
 * after the conversation's last (its row locked) and moves the conversation on, as `storeMessage`
 * does. Anything else stores nothing here and `sendMessage` judges the checks as before: a send
 * it would refuse can never be stored by this statement, since storing asks for every check it
 * judges. So an ongoing chat's send is one round trip, not two. Built once per variant with
 * placeholders for every value that changes between sends: building it took as long as running it.
 */
function prepareChecks(db: Db, variant: ChecksVariant) {
  const limits = messageLimits('').map((limit, i) => ({ ...limit, key: sql.placeholder(`limit${i}`), max: sql.placeholder(`max${i}`) }));
  const pair = { userA: sql.placeholder('userA'), userB: sql.placeholder('userB') };
  const sender = { id: senderId, isAdmin: variant.sender === 'admin', gender: variant.sender === 'female' ? ('female' as const) : ('male' as const) };
  const talking = sql`exists (select 1 from ${conversations} where ${conversations.userA} = ${pair.userA} and ${conversations.userB} = ${pair.userB})`;
  const hits = db.$with('limit_hits', { key: sql<string>`key`, count: sql<number>`count`, resetAt: sql<string>`reset_at` }).as(countHitsSql(limits, at));
  const standing = { sessionId: sql.placeholder('sessionId'), user: { id: senderId, isAdmin: sender.isAdmin } };
  const hearsEvents = sql`(${users.isAdmin} or ${hasActiveSubscriptionSql(users.id, at)})`;
  const reachable = reachableSql(at);
  const notBlocked = notBlockedSql(senderId, receiverId);
  const senderStands = variant.held ? sessionStandsSql(standing, at) : sql`true`;

  const overLimit = sql.join(
    limits.map((limit) => sql`(key = ${limit.key} and count > ${limit.max}::int)`),
    sql` or `,
  );
  const conversation = db.$with('conversation', { id: sql<string>`id`, lastSeq: sql<number>`last_seq` }).as(sql`
    select ${conversations.id}, ${conversations.lastSeq} from ${conversations}
    where ${conversations.userA} = ${pair.userA} and ${conversations.userB} = ${pair.userB}
      and ${sql.placeholder('quietText')}::boolean
      and exists (select 1 from ${users} where ${users.id} = ${receiverId} and ${reachable} and ${notBlocked} and ${senderStands} and (${sql.placeholder('socketHere')}::boolean or not ${hearsEvents}))
      and not exists (select 1 from ${hits} where ${overLimit})
    for update of ${conversations}`);
  const id = sql.placeholder('id');
  const message = db.$with('message', { conversationId: sql<string>`conversation_id`, seq: sql<number>`seq` }).as(sql`
    insert into ${messages} (id, conversation_id, seq, sender_id, receiver_id, client_id, content, original_content, created_at)
    select ${id}, conversation.id, conversation.last_seq + 1, ${senderId}, ${receiverId}, ${sql.placeholder('clientId')}, ${sql.placeholder('content')}, ${sql.placeholder('originalContent')}, ${at}::timestamptz
    from ${conversation}
    on conflict (sender_id, client_id) do nothing
    returning conversation_id, seq`);
  const moved = db.$with('moved', { id: sql<string>`id` }).as(sql`
    update ${conversations} set
      last_seq = message.seq,
      last_message_id = ${id},
      last_message_at = greatest(${conversations.lastMessageAt}, ${at}::timestamptz),
      last_message_preview = ${sql.placeholder('preview')}
    from ${message} where ${conversations.id} = message.conversation_id
    returning ${conversations.id}`);
  return db
    .with(hits, conversation, message, moved)
    .select({
      user: users,
      hearsEvents: sql<boolean>`${hearsEvents}`,
      reachable: sql<boolean>`${reachable}`,
      mayWrite: sender.isAdmin ? sql<boolean>`true` : sql<boolean>`(case when ${talking} then true else ${listableForSql(sender, at)} end)`,
      notBlocked: sql<boolean>`${notBlocked}`,
      hits: sql<HitRow[]>`(select json_agg(json_build_object('key', key, 'count', count, 'reset_at', reset_at)) from ${hits})`,
      senderStands: sql<boolean>`${senderStands}`,
      // Only a first message spends a new contact, whose budget this decides; null: a conversation exists.
      senderUpheld: sql<boolean | null>`(case when ${talking} then null else ${upheldReportSql(senderId, at)} end)`,
      appended: sql<{ conversationId: string; seq: number } | null>`(select json_build_object('conversationId', conversation_id, 'seq', seq) from ${message})`,
    })
    .from(users)
    .where(eq(users.id, receiverId))
    .limit(1)
    .prepare(`send_${variant.sender}_${variant.held ? 'held' : 'read'}`);
}

/** What a quiet send stores with the checks (see `prepareChecks`); `quietText` and `socketHere` as `sendMessage` judged them. */
interface QuietSend {
  row: Pick<MessageRow, 'id' | 'clientId' | 'content' | 'originalContent'>;
  preview: string;
  quietText: boolean;
  socketHere: boolean;
}

/** The checks of `prepareChecks` for this send, counting its message limits (a refused send gives them back), and storing it if quiet. */
async function findReceiver(db: Db, sender: UserRow, userId: string, sentAt: Date, limits: Limit[], standing: Standing | undefined, quiet: QuietSend) {
  const variant: ChecksVariant = { sender: sender.isAdmin ? 'admin' : sender.gender, held: standing !== undefined };
  const statement = buildOnce(db, `send_${variant.sender}_${variant.held}`, () => prepareChecks(db, variant));
  const pair = orderedPair(sender.id, userId);
  const [row] = await statement.execute({
    at: sentAt.toISOString(),
    senderId: sender.id,
    receiverId: userId,
    userA: pair.userA,
    userB: pair.userB,
    sessionId: standing?.sessionId ?? null,
    ...Object.fromEntries(limits.flatMap((limit, i) => [[`limit${i}`, limit.key], [`max${i}`, limit.max]])),
    id: quiet.row.id,
    clientId: quiet.row.clientId,
    content: quiet.row.content,
    originalContent: quiet.row.originalContent,
    preview: quiet.preview,
    quietText: quiet.quietText,
    socketHere: quiet.socketHere,
  });
  return row;
}

/** A session a socket kept between events (auth/held-session.ts): the send checks that it still stands. */
type Standing = Pick<Session, 'sessionId'> & { user: Pick<UserRow, 'id' | 'isAdmin'> };

/** A send over a socket: the session it kept, and its id, so the message is not echoed back to it (its acknowledgement carries it). */
export interface SocketOrigin {
  socketId: string;
  standing: Standing;
}

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
 * previews), the sequence number comes from the conversation row in the statement that stores
 * it, and a retried send with the same clientId answers the stored message instead of storing it
 * twice. Every statement is a round trip, so the path is kept short: one statement reads every
 * check, counts the limits and, for a message in a conversation that exists with nothing else to
 * write (no flag, no push, no guardian), stores it too, with no transaction around it.
 * Anything else (the first message, a flagged one, a receiver away) is stored in a transaction
 * with what it writes beside it. A send refused after its limits were counted gives them back.
 * `socket`: a send over a socket, whose kept session is checked in the first statement (an HTTP
 * send read its session afresh). The send-latency metric is labelled by transport (stored and
 * published messages only; refusals are not timed).
 */
export async function sendMessage(sender: UserRow, input: SendMessageInput, socket?: SocketOrigin): Promise<ChatMessage> {
  const receiverId = input.receiverId.toLowerCase();
  if (receiverId === sender.id) throw invalid(MSG_CHAT.cannotMessageSelf);
  const sent = timeMessageSend(socket ? 'socket' : 'http');
  const standing = socket?.standing;
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

  // A push is queued only when no socket of hers is open on any node; one on this node answers that without a query.
  const socketHere = hasSocketHere(receiverId);
  const quietText = !mayNeedFlag(content);
  const receiver = await findReceiver(db, sender, receiverId, at, limits, standing, { row: { id, clientId, content, originalContent }, preview, quietText, socketHere });
  let outcome: { message: MessageRow; guardianNotified: boolean; receiverHearsEvents: boolean; pushQueued: boolean };
  try {
    if (receiver && !receiver.senderStands) throw new AppError('unauthenticated', MSG_AUTH.sessionExpired);
    if (!receiver?.reachable) throw new AppError('not_found', MSG_CHAT.receiverNotFound);
    // The block rule was read with her; only a send a block stands between pays for the refusal's own reads.
    if (!receiver.notBlocked) await assertMayContact(db, sender.id, receiver.user.id, MSG_SAFETY.cannotMessage);
    // Someone Find Matches would not show the sender answers like an unknown id.
    if (!receiver.mayWrite) throw new AppError('not_found', MSG_CHAT.receiverNotFound);
    judgeHits(limits, receiver.hits);
    const row = { id, senderId: sender.id, receiverId: receiver.user.id, clientId, content, originalContent, createdAt: at };
    const unread = { deliveredAt: null, readAt: null, readPrivately: false, removedAt: null };
    const mayPush = receiver.hearsEvents && !socketHere;
    // Stored by the checks' statement, or (anything but a quiet send, a retry, a conversation gone since) here.
    const { appended } = receiver;
    outcome = appended
      ? { message: { ...row, conversationId: appended.conversationId, seq: Number(appended.seq), ...unread }, guardianNotified: false, receiverHearsEvents: receiver.hearsEvents, pushQueued: false }
      : await db.transaction(async (tx) => {
          const stored = await storeMessage(tx, { ...row, ...unread }, preview);
          if (!stored) throw new AlreadyStored();
          const message: MessageRow = { ...row, ...stored, ...unread };
          await flagMessage(tx, message);
          if (message.seq === 1) {
            assertEmailVerified(sender);
            // A conversation that went away after the checks (an account deleted) starts again here.
            await consume(tx, receiver.senderUpheld === null ? await newContactLimitFor(tx, sender.id) : newContactLimit(sender.id, receiver.senderUpheld));
          }
          // Only the first message makes a conversation, and only a conversation is a match request.
          const guardianNotified = message.seq === 1 && (await notifyGuardian(tx, { kind: 'new_conversation', ward: receiver.user, requester: sender }));
          // At once, not after the missed-message delay; member_sockets tells of the other nodes.
          const pushQueued = mayPush && (await enqueuePush(tx, receiver.user.id, { kind: 'message', messageId: id }, { unlessOnline: true }));
          return { message, guardianNotified, receiverHearsEvents: receiver.hearsEvents, pushQueued };
        });
  } catch (error) {
    // Refused or a retry: what stored nothing counts nothing. A failure to give back is logged, not
    // answered in place of the reason for the refusal.
    await refund(db, ...limits.map((limit) => limit.key)).catch((refundError: unknown) => log().warn({ err: refundError }, '[chat] message limits not given back'));
    // A retry is answered with what it stored, also when the limits are full by now.
    const retried = clientId && (error instanceof AlreadyStored || (error instanceof AppError && error.code === 'rate_limited')) ? await findByClientId(db, sender.id, clientId) : undefined;
    if (retried) {
      // A retry may come after the message was read: the sender's view of it, receipts and all.
      const { readReceipts } = await getAccountSettings(sender.id);
      return presentMessage(retried, { id: sender.id, readReceipts });
    }
    throw error;
  }

  if (outcome.guardianNotified) nudgeOutbox();
  if (outcome.pushQueued) nudgeJobs();
  const message = presentMessage(outcome.message);
  publishNewMessage(message, outcome.receiverHearsEvents, socket?.socketId);
  sent();
  return message;
}
