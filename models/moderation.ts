import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const SANCTION_KINDS = ['warn', 'suspend', 'ban'] as const;

/**
 * What an admin did to a member: a warning (recorded, nothing refused), a suspension until
 * `endsAt`, or a ban (`endsAt` null). A suspension or ban refuses login and every session while
 * it is in force: not lifted and, for a suspension, `endsAt` still ahead of the clock.
 */
export const sanctions = pgTable(
  'sanctions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SANCTION_KINDS }).notNull(),
    reason: text('reason').notNull(),
    days: integer('days'),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** The reports this decision closed, so lifting it on appeal stops them counting as upheld. */
    reportIds: uuid('report_ids').array().notNull().default(sql`'{}'::uuid[]`),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftedBy: uuid('lifted_by').references(() => users.id, { onDelete: 'set null' }),
    liftReason: text('lift_reason'),
  },
  (t) => [
    index('sanctions_user_created_idx').on(t.userId, t.createdAt),
    // The session check probes this on every request: only sanctions that can refuse access.
    index('sanctions_in_force_idx')
      .on(t.userId, t.endsAt)
      .where(sql`${t.liftedAt} is null and ${t.kind} in ('suspend', 'ban')`),
  ],
);

export const APPEAL_STATUSES = ['open', 'upheld', 'lifted'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];

/** A member's appeal against one suspension or ban: at most one per sanction. */
export const appeals = pgTable(
  'appeals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sanctionId: uuid('sanction_id')
      .notNull()
      .references(() => sanctions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    status: text('status', { enum: APPEAL_STATUSES }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
  },
  (t) => [uniqueIndex('appeals_sanction_unique').on(t.sanctionId), index('appeals_status_created_idx').on(t.status, t.createdAt)],
);

/**
 * A banned member's normalised email as a keyed hash, kept after her account is deleted so the
 * address cannot register again (lib/server/moderation/banned-emails.ts). Never the address itself.
 */
export const bannedEmailHashes = pgTable('banned_email_hashes', {
  hash: text('hash').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export type SanctionRow = typeof sanctions.$inferSelect;
