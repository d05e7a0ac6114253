import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { messages } from '@/models';
import { getDb } from '../db';
import type { DeliveredNotice } from '@/lib/shared/socket-events';
import { toUser } from '../realtime/emit';
import { areBlocked } from '../safety/are-blocked';
import { mayReceiveMemberEvents } from './notify';

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
  const notices: DeliveredNotice[] = rows.map((row) => ({ ...row, status: 'delivered', deliveredAt: row.deliveredAt!.toISOString() }));
  for (const senderId of new Set(notices.map((n) => n.senderId))) {
    if (!(await mayReceiveMemberEvents(senderId)) || (await areBlocked(receiverId, senderId, db))) continue;
    for (const notice of notices) if (notice.senderId === senderId) toUser(senderId)?.emit('messageDelivered', notice);
  }
  return notices;
}
