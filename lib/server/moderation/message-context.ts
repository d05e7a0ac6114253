import { and, desc, eq, lte } from 'drizzle-orm';
import { messages, type MessageRow } from '@/models';
import type { Tx } from '../db';
import { memberCards } from './member-cards';
import { iso, presentMember } from './present';

/** The message and up to ten before it in its conversation, oldest first (messages_conversation_seq_unique). */
export async function messageContext(db: Tx, message: MessageRow, at: Date) {
  const rows = await db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, message.conversationId), lte(messages.seq, message.seq)))
    .orderBy(desc(messages.seq))
    .limit(11);
  const people = await memberCards(db, [message.senderId, message.receiverId], at);
  return {
    messageId: message.id,
    conversationId: message.conversationId,
    members: [presentMember(people.get(message.senderId)), presentMember(people.get(message.receiverId))],
    messages: rows.reverse().map((m) => ({
      id: m.id,
      senderId: m.senderId,
      content: m.content,
      /** The words before the profanity filter starred them (null when it changed nothing); never shown to members. */
      originalContent: m.originalContent,
      createdAt: m.createdAt.toISOString(),
      removedAt: iso(m.removedAt),
      reported: m.id === message.id,
    })),
  };
}

export type MessageContext = Awaited<ReturnType<typeof messageContext>>;
