import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { SendMessageInput } from '@/lib/schemas/chat';
import { MSG_CHAT } from '@/lib/shared/messages/chat';
import { MSG_SAFETY } from '@/lib/shared/messages/safety';
import { filterProfanity } from '@/lib/shared/profanity';
import { conversations, messages, users, type MessageRow, type UserRow } from '@/models';
import { now } from '../clock';
import { assertEmailVerified } from '../account-email/require-verified';
import { getAccountSettings } from '../account-settings/get-settings';
import { getDb, type Tx } from '../db';
import { AppError, invalid } from '../errors';
import { notifyGuardian } from '../guardians/notify-guardian';
import { nudgeOutbox } from '../mail/outbox';
import { timeMessageSend, type SendTransport } from '../ops/message-metrics';
import { messageLimits } from '../security/member-limits';
import { consume } from '../security/rate-limit';
import { assertMayContact } from '../safety/assert-may-contact';
import { notBlockedSql } from '../safety/blocked-sql';
import { listableForSql, reachableSql } from '../safety/contactable';
import { enqueuePush } from '../push/enqueue-push';
import { nudgeJobs } from '../jobs/tasks';
import { flagMessage } from '../safety/flag-message';
import { newContactLimitFor } from '../safety/new-contact-limit';
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
 * stands between them (`notBlockedSql`) comes in the same row: one round trip fewer per message.
 */
async function findReceiver(tx: Tx, sender: UserRow, userId: string, at: Date) {
  const pair = orderedPair(sender.id, userId);
  const talking = sql`exists (select 1 from ${conversations} where ${conversations.userA} = ${pair.userA} and ${conversations.userB} = ${pair.userB})`;
  const [row] = await tx
    .select({
      user: users,
      hearsEvents: sql<boolean>`(${users.isAdmin} or ${hasActiveSubscriptionSql(users.id, at)})`,
      reachable: sql<boolean>`${reachableSql(at)}`,
      mayWrite: sender.isAdmin ? sql<boolean>`true` : sql<boolean>`(case when ${talking} then true else ${listableForSql(sender, at)} end)`,
      notBlocked: sql<boolean>`${notBlockedSql(sender.id, userId)}`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.reachable ? row : undefined;
}

/**
 * Stores a message, then emits it: the text is filtered here (the browser's filter only
 * previews), the sequence number comes from the conversation row in the same transaction, and a
 * retried send with the same clientId answers the stored message instead of storing it twice.
 * Every statement is a round trip holding a pooled connection, so the path is kept short: a
 * retry is found by the insert's conflict (then rolled back) rather than by a query before
 * every send, and one upsert opens the conversation, locks it, numbers the message and makes it
 * the conversation's last. `transport` only labels the send-latency metric (stored and
 * published messages only; refusals are not timed).
 */
export async function sendMessage(sender: UserRow, input: SendMessageInput, transport: SendTransport): Promise<ChatMessage> {
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

  let outcome: { message: MessageRow; guardianNotified: boolean; receiverHearsEvents: boolean; pushQueued: boolean };
  try {
    outcome = await db.transaction(async (tx) => {
      const receiver = await findReceiver(tx, sender, input.receiverId.toLowerCase(), at);
      if (!receiver) throw new AppError('not_found', MSG_CHAT.receiverNotFound);
      // The block rule was read with her; only a send a block stands between pays for the refusal's own reads.
      if (!receiver.notBlocked) await assertMayContact(tx, sender.id, receiver.user.id, MSG_SAFETY.cannotMessage);
      // Someone Find Matches would not show the sender answers like an unknown id.
      if (!receiver.mayWrite) throw new AppError('not_found', MSG_CHAT.receiverNotFound);
      // The row lock taken here orders concurrent sends to the same pair.
      const [conversation] = await tx
        .insert(conversations)
        .values({ ...orderedPair(sender.id, receiver.user.id), startedBy: sender.id, lastSeq: 1, lastMessageId: id, lastMessageAt: at, lastMessagePreview: preview })
        .onConflictDoUpdate({
          target: [conversations.userA, conversations.userB],
          set: {
            lastSeq: sql`${conversations.lastSeq} + 1`,
            lastMessageId: id,
            lastMessageAt: sql`greatest(${conversations.lastMessageAt}, ${at.toISOString()}::timestamptz)`,
            lastMessagePreview: preview,
          },
        })
        .returning({ id: conversations.id, seq: conversations.lastSeq });
      const { seq } = conversation;
      const [message] = await tx
        .insert(messages)
        .values({ id, conversationId: conversation.id, seq, senderId: sender.id, receiverId: receiver.user.id, clientId, content, originalContent, createdAt: at })
        .onConflictDoNothing({ target: [messages.senderId, messages.clientId] })
        .returning();
      if (!message) throw new AlreadyStored();
      await flagMessage(tx, message);
      // Counted in the transaction: a send refused here (or failing later) stores and counts nothing.
      await consume(tx, ...messageLimits(sender.id));
      if (seq === 1) {
        assertEmailVerified(sender);
        await consume(tx, await newContactLimitFor(tx, sender.id));
      }
      // Only the first message makes a conversation, and only a conversation is a match request.
      const guardianNotified = seq === 1 && (await notifyGuardian(tx, { kind: 'new_conversation', ward: receiver.user, requester: sender }));
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
