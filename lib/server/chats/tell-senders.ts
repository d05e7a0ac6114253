import { and, isNull, type SQL } from 'drizzle-orm';
import { messages } from '@/models';
import type { DeliveredNotice } from '@/lib/shared/socket-events';
import { now } from '../clock';
import { getDb } from '../db';
import { toUser } from '../realtime/emit';
import { areBlocked } from '../safety/are-blocked';
import { mayReceiveMemberEvents } from './notify';

/** What `UPDATE … RETURNING` gives back when messages become delivered. */
const deliveredColumns = {
  messageId: messages.id,
  conversationId: messages.conversationId,
  seq: messages.seq,
  senderId: messages.senderId,
  receiverId: messages.receiverId,
  deliveredAt: messages.deliveredAt,
};

interface DeliveredRow {
  messageId: string;
  conversationId: string;
  seq: number;
  senderId: string;
  receiverId: string;
  deliveredAt: Date | null;
}

/**
 * Each sender hears `messageDelivered` for their own messages only, once their access is
 * checked and no block stands between them and the receiver (per sender, however many of their
 * messages were delivered), unless the caller has just checked both (`senderChecked`: the
 * acknowledgement of a message sent moments ago).
 */
async function tellSenders(rows: DeliveredRow[], senderChecked = false): Promise<DeliveredNotice[]> {
  const notices: DeliveredNotice[] = rows.map((row) => ({ ...row, status: 'delivered', deliveredAt: row.deliveredAt!.toISOString() }));
  for (const senderId of new Set(notices.map((n) => n.senderId))) {
    const receiverId = notices.find((n) => n.senderId === senderId)!.receiverId;
    if (!senderChecked && (!(await mayReceiveMemberEvents(senderId)) || (await areBlocked(senderId, receiverId)))) continue;
    const room = toUser(senderId);
    for (const notice of notices) if (notice.senderId === senderId) room?.emit('messageDelivered', notice);
  }
  return notices;
}

/**
 * The messages `condition` picks that are still `sent` become delivered now, in one
 * `UPDATE … RETURNING` (each only once, however many sockets acknowledge it), and each sender is
 * told (`tellSenders`; `senderChecked` as there).
 */
export async function deliverWhere(condition: SQL, senderChecked = false): Promise<DeliveredNotice[]> {
  const db = await getDb();
  const rows = await db
    .update(messages)
    .set({ deliveredAt: now() })
    .where(and(condition, isNull(messages.deliveredAt)))
    .returning(deliveredColumns);
  return tellSenders(rows, senderChecked);
}
