import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A member's photo: the re-encoded file lives in photo storage under `storageKey`, never in public/. */
export const photos = pgTable(
  'photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Post-moderation: a new photo waits in the admins' feed until one of them has looked at it. */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('photos_user_idx').on(t.userId, t.createdAt), index('photos_unreviewed_idx').on(t.createdAt).where(sql`${t.reviewedAt} is null`)],
);

export const PHOTO_REQUEST_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type PhotoRequestStatus = (typeof PHOTO_REQUEST_STATUSES)[number];

/**
 * One row per (requester, target) pair: the unique index makes "one open request per pair" a
 * database fact. A later request after a decline or a withdrawal reuses the row.
 */
export const photoRequests = pgTable(
  'photo_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetUserId: uuid('target_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: PHOTO_REQUEST_STATUSES }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    // Set when the owner took back access she had given: unlike a decline, the requester may ask again at once.
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('photo_requests_pair_unique').on(t.requesterId, t.targetUserId),
    index('photo_requests_target_idx').on(t.targetUserId, t.createdAt),
    index('photo_requests_requester_idx').on(t.requesterId, t.createdAt),
    check('photo_requests_not_self', sql`${t.requesterId} <> ${t.targetUserId}`),
  ],
);

export type PhotoRow = typeof photos.$inferSelect;
export type PhotoRequestRow = typeof photoRequests.$inferSelect;
