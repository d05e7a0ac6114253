import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Every running app process, with its last heartbeat (database time). A node that stops beating
 * has crashed: another node forgets its sockets (lib/server/presence/sweep-nodes.ts).
 */
export const appNodes = pgTable('app_nodes', {
  id: text('id').primaryKey(),
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per open member socket, on whichever node holds it: "is she online" has to be one
 * answer for the whole cluster, not per process.
 */
export const memberSockets = pgTable(
  'member_sockets',
  {
    nodeId: text('node_id').notNull(),
    socketId: text('socket_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.nodeId, t.socketId] }), index('member_sockets_user_idx').on(t.userId)],
);

/**
 * A member's last disconnect (the app clock) and her last missed-message email. `emailCoveredUntil`
 * is the creation time of the newest message that email counted (database time, like the
 * messages' own), so a later email only tells of messages that came after it.
 */
export const memberPresence = pgTable('member_presence', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastDisconnectedAt: timestamp('last_disconnected_at', { withTimezone: true }).notNull(),
  missedEmailAt: timestamp('missed_email_at', { withTimezone: true }),
  emailCoveredUntil: timestamp('email_covered_until', { withTimezone: true }),
});
