import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One row per pair of people: `user_a` is always the smaller id, so the pair is unique whoever
 * writes first. The last message is kept here so the chat list never scans messages.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userA: uuid('user_a')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userB: uuid('user_b')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedBy: uuid('started_by').notNull(),
    /** The sequence number of the newest message; bumped in the transaction that stores it. */
    lastSeq: integer('last_seq').notNull().default(0),
    lastMessageId: uuid('last_message_id'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    lastMessagePreview: text('last_message_preview'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_pair_unique').on(t.userA, t.userB),
    index('conversations_user_a_recent_idx').on(t.userA, t.lastMessageAt),
    index('conversations_user_b_recent_idx').on(t.userB, t.lastMessageAt),
    check('conversations_ordered_pair', sql`${t.userA} < ${t.userB}`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The sender's own id for this message, so a retried send is stored once. */
    clientId: text('client_id'),
    content: text('content').notNull(),
    /** What the sender wrote, kept only when the profanity filter changed it: for moderators' eyes alone. */
    originalContent: text('original_content'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Read while the receiver had read receipts off: the sender is never shown "read" for it. */
    readPrivately: boolean('read_privately').notNull().default(false),
    /** Set when moderators removed the message; `content` then holds MSG_MODERATION.messageRemoved. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('messages_conversation_seq_unique').on(t.conversationId, t.seq),
    uniqueIndex('messages_sender_client_id_unique').on(t.senderId, t.clientId),
    // Unread counts and "mark read" touch only the unread rows.
    index('messages_unread_idx').on(t.conversationId, t.receiverId).where(sql`${t.readAt} is null`),
    // A connecting socket makes everything still waiting for its member delivered.
    index('messages_undelivered_idx').on(t.receiverId).where(sql`${t.deliveredAt} is null`),
    // The missed-message scan reads only messages no socket of the receiver has taken yet.
    index('messages_missed_scan_idx').on(t.createdAt).where(sql`${t.deliveredAt} is null and ${t.readAt} is null`),
  ],
);

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
