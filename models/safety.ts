import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { messages } from './chats';
import { users } from './users';
import { REPORT_REASONS } from '../lib/shared/report-reasons';

/**
 * A block: one row per direction a member chose. Its effect is mutual (either row hides both
 * members from each other), so every check asks for a row in either direction.
 */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('blocks_blocked_idx').on(t.blockedId, t.blockerId)],
);

export { REPORT_REASONS, type ReportReason } from '../lib/shared/report-reasons';

/** `member`: a member's report; `contact`: the public /contact form, with or without an account. */
export const REPORT_SOURCES = ['member', 'contact'] as const;
export const REPORT_STATUSES = ['open', 'closed'] as const;
export const MODERATION_ACTIONS = ['dismiss', 'warn', 'suspend', 'ban'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** The reported member's name and the reported message, kept when she deletes her account. */
export interface ReportTargetSnapshot {
  userId: string;
  firstName: string;
  lastName: string;
  /** The reported message's words (the original, as moderators saw it), when a message was reported. */
  content: string | null;
}

/**
 * A concern raised about a member, a message or a photo. The reporter is known to admins only;
 * `photoId` is kept as a plain id because a removed photo's row is deleted.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    source: text('source', { enum: REPORT_SOURCES }).notNull().default('member'),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    /** The /contact form's reply address when the sender has no account. */
    contactEmail: text('contact_email'),
    /** Set null when she deletes her account: the report stays, with `targetSnapshot`, for 12 months. */
    targetUserId: uuid('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'set null' }),
    photoId: uuid('photo_id'),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    details: text('details').notNull().default(''),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    action: text('action', { enum: MODERATION_ACTIONS }),
    actionReason: text('action_reason'),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** What moderators still need once the member reported has deleted her account. */
    targetSnapshot: jsonb('target_snapshot').$type<ReportTargetSnapshot>(),
    /** When the member reported deleted her account: the report is removed 12 months later. */
    targetDeletedAt: timestamp('target_deleted_at', { withTimezone: true }),
  },
  (t) => [
    // The queue: open (or closed) reports newest first.
    index('reports_status_created_idx').on(t.status, t.createdAt),
    // Earlier reports on one member, and "an upheld report in the last 30 days".
    index('reports_target_created_idx').on(t.targetUserId, t.createdAt),
    // The moderation queue groups open reports by member (a /contact concern naming nobody is its own group).
    index('reports_open_group_idx')
      .on(sql`coalesce(${t.targetUserId}, ${t.id})`, t.createdAt)
      .where(sql`${t.status} = 'open'`),
    index('reports_closed_idx').on(t.closedAt).where(sql`${t.status} = 'closed'`),
  ],
);

/**
 * A message the scam and contact-detail rules flagged (lib/shared/safety-rules.ts): delivered,
 * shown to the receiver with a safety notice, and listed in the moderation queue until reviewed.
 */
export const messageFlags = pgTable(
  'message_flags',
  {
    messageId: uuid('message_id')
      .primaryKey()
      .references(() => messages.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Which rules matched: 'phone', 'email', 'link', 'money', 'off_platform'. */
    kinds: text('kinds').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('message_flags_open_idx').on(t.createdAt).where(sql`${t.reviewedAt} is null`), index('message_flags_sender_idx').on(t.senderId, t.createdAt)],
);

export type ReportRow = typeof reports.$inferSelect;
