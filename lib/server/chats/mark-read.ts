import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { MSG_CHAT } from '@/lib/shared/messages/chat';
import { messages, type UserRow } from '@/models';
import { now } from '../clock';
import { getAccountSettings } from '../account-settings/get-settings';
import { getDb } from '../db';
import { AppError, forbidden } from '../errors';
import type { ReadNotice } from '@/lib/shared/socket-events';
import { toUser } from '../realtime/emit';
import { areBlocked } from '../safety/are-blocked';
import { mayReceiveMemberEvents } from './notify';

/**
 * Only the receiver marks a message read (the reader is the session, never an id from the
 * request). Reading a message reads every earlier one addressed to them in that conversation;
 * one `messageRead` event carries the newest, to the sender and to the reader's other tabs.
 * HTTP and the socket both come here, so her read-receipts choice holds on both.
 */
export async function markRead(reader: UserRow, messageId: string): Promise<{ success: true; messageId: string; status: 'read'; marked: number }> {
  const db = await getDb();
  const [message] = await db.select().from(messages).where(eq(messages.id, messageId)).limit(1);
  if (!message) throw new AppError('not_found', MSG_CHAT.messageNotFound);
  if (message.receiverId !== reader.id) {
    // Someone outside the pair learns nothing about the message, not even that it exists.
    if (message.senderId !== reader.id) throw new AppError('not_found', MSG_CHAT.messageNotFound);
    throw forbidden(MSG_CHAT.onlyReceiverMarksRead);
  }
  const at = now();
  const [mine, theirs] = await Promise.all([getAccountSettings(reader.id), getAccountSettings(message.senderId)]);
  const marked = await db
    .update(messages)
    // Her unread counts still clear with receipts off; only the sender never learns of it.
    .set({ readAt: at, readPrivately: !mine.readReceipts, deliveredAt: sql`coalesce(${messages.deliveredAt}, ${at.toISOString()}::timestamptz)` })
    .where(
      and(
        eq(messages.conversationId, message.conversationId),
        eq(messages.receiverId, reader.id),
        lte(messages.seq, message.seq),
        isNull(messages.readAt),
      ),
    )
    .returning({ id: messages.id, seq: messages.seq, readAt: messages.readAt });
  if (marked.length > 0) {
    const newest = marked.reduce((a, b) => (b.seq > a.seq ? b : a));
    const notice: ReadNotice = {
      messageId: newest.id,
      conversationId: message.conversationId,
      seq: newest.seq,
      senderId: message.senderId,
      receiverId: reader.id,
      status: 'read',
      readAt: newest.readAt!.toISOString(),
    };
    // The reader passed the member check in this request; the sender is checked now. A block
    // between them means the sender hears nothing further from the reader, and read receipts
    // off on either side mean he is not told (the same rule as presentMessage's).
    const senderSees = mine.readReceipts && theirs.readReceipts;
    if (senderSees && (await mayReceiveMemberEvents(message.senderId)) && !(await areBlocked(reader.id, message.senderId, db))) toUser(message.senderId)?.emit('messageRead', notice);
    toUser(reader.id)?.emit('messageRead', notice);
  }
  return { success: true, messageId: message.id, status: 'read', marked: marked.length };
}

