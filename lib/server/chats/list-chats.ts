import { and, desc, eq, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { ChatListQuery } from '@/lib/schemas/chat';
import { SAFETY_CHECKED_MESSAGES } from '@/lib/shared/safety-rules';
import { blocks, conversations, messages, users, type ConversationRow, type UserRow } from '@/models';
import { getAccountSettings } from '../account-settings/get-settings';
import { getDb, type Db } from '../db';
import { countUnread } from './count-unread';
import { otherMember } from './pair';
import { chatPartner, presentPreview, PREVIEW_LENGTH } from './present';

/**
 * One side of the pair: its own index (user_x, last_message_at) serves it, newest first. A
 * conversation with someone the viewer blocked is hidden (one primary-key probe per row).
 */
function recentOnSide(db: Db, side: typeof conversations.userA | typeof conversations.userB, viewerId: string, query: ChatListQuery): Promise<ConversationRow[]> {
  const other = side === conversations.userA ? conversations.userB : conversations.userA;
  const blockedByViewer = sql`not exists (select 1 from ${blocks} where ${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${other})`;
  const conditions: SQL[] = [eq(side, viewerId), isNotNull(conversations.lastMessageAt), blockedByViewer];
  if (query.before) conditions.push(lt(conversations.lastMessageAt, new Date(query.before)));
  return db
    .select()
    .from(conversations)
    .where(and(...conditions))
    .orderBy(desc(conversations.lastMessageAt))
    .limit(query.limit);
}

/** The last messages as presentPreview takes them: the text cut to its preview in SQL. */
const previewColumns = {
  id: messages.id,
  conversationId: messages.conversationId,
  seq: messages.seq,
  senderId: messages.senderId,
  receiverId: messages.receiverId,
  clientId: messages.clientId,
  content: sql<string>`left(${messages.content}, ${PREVIEW_LENGTH})`,
  wholeContent: sql<string | null>`case when ${messages.seq} <= ${SAFETY_CHECKED_MESSAGES} then ${messages.content} end`,
  createdAt: messages.createdAt,
  deliveredAt: messages.deliveredAt,
  readAt: messages.readAt,
  readPrivately: messages.readPrivately,
};

/**
 * The caller's chats, newest first: `{ id, user, lastMessage, unreadCount }`, the last message
 * as a preview and the unread count capped (UNREAD_COUNT_CAP). Every query is an indexed lookup
 * bounded by the page size, however many messages there are.
 */
export async function listChats(viewer: UserRow, query: ChatListQuery) {
  const db = await getDb();
  const [asA, asB] = await Promise.all([recentOnSide(db, conversations.userA, viewer.id, query), recentOnSide(db, conversations.userB, viewer.id, query)]);
  const page = [...asA, ...asB]
    .sort((x, y) => y.lastMessageAt!.getTime() - x.lastMessageAt!.getTime())
    .slice(0, query.limit);
  if (page.length === 0) return [];

  const conversationIds = page.map((c) => c.id);
  const partnerIds = page.map((c) => otherMember(c, viewer.id));
  const [people, lastMessages, unread, blockedBy, settings] = await Promise.all([
    db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, isAdmin: users.isAdmin, universityVerifiedAt: users.universityVerifiedAt, photoVerifiedAt: users.photoVerifiedAt })
      .from(users)
      .where(inArray(users.id, partnerIds)),
    db
      .select(previewColumns)
      .from(messages)
      .where(inArray(messages.id, page.map((c) => c.lastMessageId!))),
    countUnread(db, viewer.id, conversationIds),
    db
      .select({ blockerId: blocks.blockerId })
      .from(blocks)
      .where(and(eq(blocks.blockedId, viewer.id), inArray(blocks.blockerId, partnerIds))),
    getAccountSettings(viewer.id),
  ]);
  const receipts = { id: viewer.id, readReceipts: settings.readReceipts };
  const personById = new Map(people.map((p) => [p.id, p]));
  const messageById = new Map(lastMessages.map((m) => [m.id, m]));
  const blockedMe = new Set(blockedBy.map((b) => b.blockerId));

  return page.flatMap((c) => {
    const person = personById.get(otherMember(c, viewer.id));
    if (!person) return [];
    const last = messageById.get(c.lastMessageId!);
    // Someone who blocked the viewer stays in the list, closed: nothing in it can be answered, so nothing counts as unread.
    const closed = blockedMe.has(person.id);
    return [{ id: c.id, user: chatPartner(person), lastMessage: last ? presentPreview(last, receipts) : null, unreadCount: closed ? 0 : (unread.get(c.id) ?? 0), closed }];
  });
}

export type ChatSummary = Awaited<ReturnType<typeof listChats>>[number];
