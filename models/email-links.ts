import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const EMAIL_LINK_PURPOSES = ['verify', 'change'] as const;
export type EmailLinkPurpose = (typeof EMAIL_LINK_PURPOSES)[number];

/**
 * A link mailed to prove an address (issue 24): `verify` her login email, or `change` it to `email`.
 * Only the sha256 of its token is kept; used once, until `expiresAt` on the app clock. A change
 * remembers the session that asked, which alone survives the change.
 */
export const emailLinks = pgTable(
  'email_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: EMAIL_LINK_PURPOSES }).notNull(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    sessionId: uuid('session_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('email_links_hash_unique').on(t.tokenHash), index('email_links_user_idx').on(t.userId, t.purpose, t.createdAt)],
);

export type EmailLinkRow = typeof emailLinks.$inferSelect;
