import { index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One row per signed-in device: the token's `jti` is the id. Ending a session sets `revokedAt`,
 * so logout, "log out of all devices", a password change and a suspension take effect at once.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** On the app clock, moved forward at most every few minutes: a session idle for SESSION_IDLE_DAYS ends. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    // The mail worker's housekeeping deletes expired sessions by this.
    index('sessions_expires_idx').on(t.expiresAt),
  ],
);
