import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One-off background jobs (lib/server/jobs/): written in the transaction of the event that causes
 * them, run once by whichever node claims them. `runAt` is when the job is due (the app clock);
 * `lockedUntil` is the claim of the node running it (database time), so a crashed node's job
 * becomes due again once that passes.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull().default({}),
    status: text('status', { enum: ['pending', 'done', 'failed'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('jobs_due_idx').on(t.name, t.status, t.runAt)],
);

export type JobRow = typeof jobs.$inferSelect;

/**
 * Which node may run a cluster-wide recurring job, and until when (database time): taken for a
 * run, then kept until the job is next due, so the cluster runs it once per period.
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  until: timestamp('until', { withTimezone: true }).notNull(),
});
