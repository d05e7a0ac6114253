import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A university address a member asked to verify: the emailed link's token is kept only as a hash,
 * valid 48 hours and used once. The address and the institution the academic list names for it
 * are copied to `users` when the link is confirmed.
 */
export const universityEmailLinks = pgTable(
  'university_email_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    institution: text('institution'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('university_email_links_hash_unique').on(t.tokenHash), index('university_email_links_user_idx').on(t.userId, t.createdAt)],
);

export const SELFIE_STATUSES = ['pending', 'approved', 'rejected', 'expired'] as const;
export type SelfieStatus = (typeof SELFIE_STATUSES)[number];

/**
 * A selfie sent for the photo badge, in the pose the member was asked for. Its bytes live in the
 * selfie store under `storageKey` until a moderator decides, or 30 days at most (`storageKey`
 * null afterwards); the row stays as the record of the decision.
 */
export const selfieVerifications = pgTable(
  'selfie_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    poseId: text('pose_id').notNull(),
    storageKey: text('storage_key'),
    status: text('status', { enum: SELFIE_STATUSES }).notNull().default('pending'),
    reason: text('reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    bytesDeletedAt: timestamp('bytes_deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('selfie_verifications_user_idx').on(t.userId, t.createdAt),
    index('selfie_verifications_status_idx').on(t.status, t.createdAt),
    // One selfie waiting per member: a second one is refused while the first is being looked at.
    uniqueIndex('selfie_verifications_one_pending').on(t.userId).where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * The pose last shown to each member: a selfie must be in it, taken after she was asked, so a
 * photo she already had (or someone else's) cannot pass for one.
 */
export const selfiePoseOffers = pgTable('selfie_pose_offers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  poseId: text('pose_id').notNull(),
  offeredAt: timestamp('offered_at', { withTimezone: true }).notNull(),
});

export type UniversityEmailLinkRow = typeof universityEmailLinks.$inferSelect;
export type SelfieVerificationRow = typeof selfieVerifications.$inferSelect;
