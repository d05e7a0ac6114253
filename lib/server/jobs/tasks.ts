import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { jobs, type JobRow } from '@/models';
import { now } from '../clock';
import type { Db, Tx } from '../db';
import { backoff, type Task } from './define';
import { nudger } from './nudge';

const BATCH = 20;
const MAX_ERROR_LENGTH = 500;
const MAX_BACKOFF_MS = 3_600_000;

/**
 * Writes a one-off job in the caller's transaction: it exists exactly when the event that caused
 * it was committed. `runAt` (the app clock) delays it; call `nudgeJobs` after the commit to run
 * a job due now at once rather than at the next poll.
 */
export async function enqueueJob<P>(tx: Tx, task: Task<P>, payload: P, runAt: Date = now()): Promise<void> {
  await tx.insert(jobs).values({ name: task.name, payload, runAt });
}

export const jobQueued = nudger('jobs');
export const nudgeJobs = jobQueued.nudge;

/**
 * Claims due jobs of one task with `SKIP LOCKED` and a lease (database time): a second node
 * finds them locked now and leased afterwards, so each run happens on one node.
 */
export async function claimDueJobs(db: Db, task: Task<unknown>): Promise<JobRow[]> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.name, task.name),
        eq(jobs.status, 'pending'),
        lte(jobs.runAt, now()),
        // eslint-disable-next-line no-restricted-syntax -- a lease, on the database's clock that every node shares
        or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(jobs.runAt))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    // eslint-disable-next-line no-restricted-syntax -- a lease, on the database's clock that every node shares
    .set({ attempts: sql`${jobs.attempts} + 1`, lockedUntil: sql`now() + make_interval(secs => ${task.leaseSeconds})` })
    .where(inArray(jobs.id, due))
    .returning();
}

export async function finishJob(db: Db, job: JobRow): Promise<void> {
  await db.update(jobs).set({ status: 'done', finishedAt: now(), lockedUntil: null, lastError: null }).where(eq(jobs.id, job.id));
}

/** Due again after a backoff, or `failed` once its attempts are spent (kept for an operator to see). */
export async function failJob(db: Db, task: Task<unknown>, job: JobRow, error: unknown): Promise<'retry' | 'failed'> {
  const gaveUp = job.attempts >= task.maxAttempts;
  const message = error instanceof Error ? error.message : String(error);
  const retryAt = new Date(now().getTime() + backoff(job.attempts, task.retryBaseSeconds * 1000, MAX_BACKOFF_MS));
  await db
    .update(jobs)
    .set({ status: gaveUp ? 'failed' : 'pending', lastError: message.slice(0, MAX_ERROR_LENGTH), lockedUntil: null, runAt: retryAt, finishedAt: gaveUp ? now() : null })
    .where(eq(jobs.id, job.id));
  return gaveUp ? 'failed' : 'retry';
}
