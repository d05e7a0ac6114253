import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** What a woman's current guardian has answered; `replaced` marks a guardian she no longer names. */
export const GUARDIAN_STATUSES = ['pending', 'confirmed', 'declined', 'unsubscribed'] as const;
export type GuardianStatus = (typeof GUARDIAN_STATUSES)[number];

/**
 * One row each time a woman names a guardian (at sign-up, by an admin, or on a change of address
 * or phone). Exactly one row per woman is current (every status but `replaced`): it is the one
 * record of who her guardian is (`users` keeps no copy; the profile answers read it from here).
 */
export const guardianLinks = pgTable(
  'guardian_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    status: text('status', { enum: [...GUARDIAN_STATUSES, 'replaced'] }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('guardian_links_current_unique').on(t.userId).where(sql`${t.status} <> 'replaced'`),
    index('guardian_links_user_idx').on(t.userId, t.createdAt),
    index('guardian_links_email_idx').on(t.email),
    // The reminder job reads only the pending guardians not yet reminded, oldest first.
    index('guardian_links_reminder_due_idx').on(t.createdAt).where(sql`${t.status} = 'pending' and ${t.remindedAt} is null`),
  ],
);

/** Every guardian email carries its own link; only a hash of its token is kept. */
export const guardianTokens = pgTable(
  'guardian_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => guardianLinks.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Tokens past their last use (TOKEN_STOP_DAYS) are deleted by age.
  (t) => [index('guardian_tokens_link_idx').on(t.linkId), index('guardian_tokens_created_idx').on(t.createdAt)],
);

/** Addresses that asked for no more email: nothing is sent to them again, whoever names them. */
export const guardianOptOuts = pgTable('guardian_opt_outs', {
  email: text('email').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A guardian who stopped the emails about one woman only (the one-click stop, or "Stop emails
 * about her"): nothing more about her is sent to that address; other women naming it are unaffected.
 */
export const guardianWardOptOuts = pgTable(
  'guardian_ward_opt_outs',
  {
    email: text('email').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.email, t.userId] })],
);

/**
 * One row per woman and week once that week's digest was decided (sent or, with nothing to
 * tell, skipped): the primary key lets one node only claim it, however many run the job.
 */
export const guardianDigests = pgTable(
  'guardian_digests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekStart: timestamp('week_start', { withTimezone: true }).notNull(),
    conversations: integer('conversations').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.weekStart] })],
);

export type GuardianLinkRow = typeof guardianLinks.$inferSelect;
