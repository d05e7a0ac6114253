import { and, eq, sql } from 'drizzle-orm';
import type { SendMessageInput } from '@/lib/schemas/chat';
import { MSG, MSG_SAFETY } from '@/lib/shared/messages';
import { filterProfanity } from '@/lib/shared/profanity';
import { conversations, messages, type MessageRow, type UserRow } from '@/models';
import { getDb, type Tx } from '../db';
import { AppError, invalid } from '../errors';
import { notifyGuardian } from '../guardians/notify-guardian';
import { nudgeOutbox } from '../mail/outbox';
import { messageLimits } from '../security/member-limits';
import { consume } from '../security/rate-limit';
import { assertMayContact } from '../safety/assert-may-contact';
import { flagMessage } from '../safety/flag-message';
import { newContactLimitFor } from '../safety/new-contact-limit';
import { openConversation } from './pair';
import { findChatPartner } from './participants';
import { presentMessage, previewOf, type ChatMessage } from './present';
import { publishNewMessage } from './publish';

/** Thrown inside the transaction when a concurrent send with the same clientId won the race. */
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
 * Stores a message, then emits it: the text is filtered here (the browser's filter only
 * previews), the sequence number comes from the conversation row in the same transaction, and a
 * retried send with the same clientId answers the stored message instead of storing it twice.
 */
export async function sendMessage(sender: UserRow, input: SendMessageInput): Promise<ChatMessage> {
  if (input.receiverId.toLowerCase() === sender.id) throw invalid(MSG.cannotMessageSelf);
  const db = await getDb();
  const clientId = input.clientId ?? null;
  if (clientId) {
    const stored = await findByClientId(db, sender.id, clientId);
    if (stored) return presentMessage(stored);
  }
  const content = filterProfanity(input.content);

  let outcome: { message: MessageRow; guardianNotified: boolean };
  try {
    outcome = await db.transaction(async (tx) => {
      const receiver = await findChatPartner(tx, input.receiverId);
      if (!receiver) throw new AppError('not_found', MSG.receiverNotFound);
      await assertMayContact(tx, sender.id, receiver.id, MSG_SAFETY.cannotMessage);
      const conversation = await openConversation(tx, sender.id, receiver.id);
      // The row lock taken here orders concurrent sends to the same pair.
      const [{ seq }] = await tx
        .update(conversations)
        .set({ lastSeq: sql`${conversations.lastSeq} + 1` })
        .where(eq(conversations.id, conversation.id))
        .returning({ seq: conversations.lastSeq });
      const [message] = await tx
        .insert(messages)
        .values({ conversationId: conversation.id, seq, senderId: sender.id, receiverId: receiver.id, clientId, content })
        .onConflictDoNothing({ target: [messages.senderId, messages.clientId] })
        .returning();
      if (!message) throw new AlreadyStored();
      await flagMessage(tx, message);
      // Counted in the transaction: a send refused here (or failing later) stores and counts nothing.
      for (const limit of messageLimits(sender.id)) await consume(tx, limit);
      if (seq === 1) await consume(tx, await newContactLimitFor(tx, sender.id));
      await tx
        .update(conversations)
        .set({ lastMessageId: message.id, lastMessageAt: message.createdAt, lastMessagePreview: previewOf(content) })
        .where(eq(conversations.id, conversation.id));
      // Only the first message makes a conversation, and only a conversation is a match request.
      const guardianNotified = seq === 1 && (await notifyGuardian(tx, { kind: 'new_conversation', ward: receiver, requester: sender }));
      return { message, guardianNotified };
    });
  } catch (error) {
    if (error instanceof AlreadyStored && clientId) return presentMessage((await findByClientId(db, sender.id, clientId))!);
    throw error;
  }

  if (outcome.guardianNotified) nudgeOutbox();
  const message = presentMessage(outcome.message);
  await publishNewMessage(message);
  return message;
}
