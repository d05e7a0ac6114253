import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import type { HistoryQuery } from '@/lib/schemas/chat';
import { MSG_CHAT } from '@/lib/shared/messages/chat';
import { messages, type UserRow } from '@/models';
import { getAccountSettings } from '../account-settings/get-settings';
import { getDb } from '../db';
import { AppError, invalid } from '../errors';
import { markDelivered } from './mark-delivered';
import { findConversation } from './pair';
import { findChatPartner } from './participants';
import { presentMessage, type ChatMessage } from './present';

/**
 * The caller's conversation with one person, oldest to newest within the page: the newest page
 * by default, `before` pages backwards, `after` catches up after a reconnect. Fetching is
 * receiving, so the caller's undelivered messages in the page become delivered.
 */
export async function listMessages(viewer: UserRow, otherId: string, query: HistoryQuery): Promise<ChatMessage[]> {
  if (otherId === viewer.id) throw invalid(MSG_CHAT.cannotMessageSelf);
  const db = await getDb();
  const conversation = await findConversation(db, viewer.id, otherId);
  if (!conversation) {
    if (!(await findChatPartner(db, otherId))) throw new AppError('not_found', MSG_CHAT.chatUserNotFound);
    return [];
  }
  const inConversation = eq(messages.conversationId, conversation.id);
  const rows =
    query.after !== undefined
      ? await db.select().from(messages).where(and(inConversation, gt(messages.seq, query.after))).orderBy(asc(messages.seq)).limit(query.limit)
      : (
          await db
            .select()
            .from(messages)
            .where(query.before !== undefined ? and(inConversation, lt(messages.seq, query.before)) : inConversation)
            .orderBy(desc(messages.seq))
            .limit(query.limit)
        ).reverse();

  const undelivered = rows.filter((row) => row.receiverId === viewer.id && !row.deliveredAt).map((row) => row.id);
  const [notices, settings] = await Promise.all([markDelivered(viewer.id, undelivered), getAccountSettings(viewer.id)]);
  const delivered = new Map(notices.map((n) => [n.messageId, new Date(n.deliveredAt)]));
  const receipts = { id: viewer.id, readReceipts: settings.readReceipts };
  return rows.map((row) => presentMessage(delivered.has(row.id) ? { ...row, deliveredAt: delivered.get(row.id)! } : row, receipts));
}
