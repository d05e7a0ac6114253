import { boolean, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Her privacy and notification choices (issues 24 and 25). A member without a row has every
 * default, so the row is written only when she first changes something.
 */
export const accountSettings = pgTable('account_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  readReceipts: boolean('read_receipts').notNull().default(true),
  missedMessageEmails: boolean('missed_message_emails').notNull().default(true),
  pushMessages: boolean('push_messages').notNull().default(true),
  pushPhotoRequests: boolean('push_photo_requests').notNull().default(true),
  pushModeration: boolean('push_moderation').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export type AccountSettingsRow = typeof accountSettings.$inferSelect;
