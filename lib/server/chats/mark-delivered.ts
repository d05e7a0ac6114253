import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { messages } from '@/models';
import { getDb } from '../db';
import { emitToUser } from '../realtime/socket-server';
import { CHAT_EVENTS } from './events';

export interface DeliveredNotice {
  messageId: string;
  conversationId: string;
  seq: number;
  senderId: string;
  receiverId: string;
  status: 'delivered';
  deliveredAt: string;
}

/**
 * Marks messages as delivered to `receiverId` (only theirs, only once) and tells each sender.
 * Called when a receiver's socket acknowledged a message or the receiver fetched it.
 */
export async function markDelivered(receiverId: string, messageIds: string[]): Promise<DeliveredNotice[]> {
  if (messageIds.length === 0) return [];
  const db = await getDb();
  const rows = await db
    .update(messages)
    .set({ deliveredAt: sql`now()` })
    .where(and(inArray(messages.id, messageIds), eq(messages.receiverId, receiverId), isNull(messages.deliveredAt)))
    .returning({
      messageId: messages.id,
      conversationId: messages.conversationId,
      seq: messages.seq,
      senderId: messages.senderId,
      receiverId: messages.receiverId,
      deliveredAt: messages.deliveredAt,
    });
  const notices = rows.map((row) => ({ ...row, status: 'delivered' as const, deliveredAt: row.deliveredAt!.toISOString() }));
  for (const notice of notices) emitToUser(notice.senderId, CHAT_EVENTS.messageDelivered, notice);
  return notices;
}
