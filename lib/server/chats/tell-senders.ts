import { messages } from '@/models';
import type { DeliveredNotice } from '@/lib/shared/socket-events';
import { toUser } from '../realtime/emit';
import { areBlocked } from '../safety/are-blocked';
import { mayReceiveMemberEvents } from './notify';

/** What `UPDATE … RETURNING` gives back when messages become delivered. */
export const deliveredColumns = {
  messageId: messages.id,
  conversationId: messages.conversationId,
  seq: messages.seq,
  senderId: messages.senderId,
  receiverId: messages.receiverId,
  deliveredAt: messages.deliveredAt,
};

export interface DeliveredRow {
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
export async function tellSenders(rows: DeliveredRow[], senderChecked = false): Promise<DeliveredNotice[]> {
  const notices: DeliveredNotice[] = rows.map((row) => ({ ...row, status: 'delivered', deliveredAt: row.deliveredAt!.toISOString() }));
  for (const senderId of new Set(notices.map((n) => n.senderId))) {
    const receiverId = notices.find((n) => n.senderId === senderId)!.receiverId;
    if (!senderChecked && (!(await mayReceiveMemberEvents(senderId)) || (await areBlocked(senderId, receiverId)))) continue;
    const room = toUser(senderId);
    for (const notice of notices) if (notice.senderId === senderId) room?.emit('messageDelivered', notice);
  }
  return notices;
}
