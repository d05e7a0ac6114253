import { and, eq, isNotNull, like, lt, not } from 'drizzle-orm';
import { guardianTokens, jobs, outbox, sessions } from '@/models';
import { now } from '../clock';
import { getDb } from '../db';
import { tokenStopCutoff } from '../guardians/links';
import { pruneExpiredLimits } from '../security/rate-limit';
import type { RecurringJob } from './define';

/** Sent mail (without its body) is kept this long for the admin view, then removed; failed mail stays until handled. */
const SENT_RETENTION_DAYS = 30;
/** Finished one-off jobs are kept this long to look into; failed ones stay until handled. */
const DONE_JOB_RETENTION_DAYS = 7;

async function prune(): Promise<void> {
  const db = await getDb();
  await pruneExpiredLimits(db);
  // An expired token is refused by its `exp` already; its row only mattered until then.
  await db.delete(sessions).where(lt(sessions.expiresAt, now()));
  const old = and(eq(outbox.status, 'sent'), lt(outbox.sentAt, new Date(now().getTime() - SENT_RETENTION_DAYS * 86_400_000)));
  // A woman's log of her guardian's mail keeps each row (date, kind, delivery); bodies went at sending.
  const logged = and(isNotNull(outbox.userId), like(outbox.kind, 'guardian\\_%'));
  await db.delete(outbox).where(and(old, not(logged!)));
  // A guardian token no email can use any more (guardians/links.ts) is only a liability.
  await db.delete(guardianTokens).where(lt(guardianTokens.createdAt, tokenStopCutoff(now())));
  await db.delete(jobs).where(and(eq(jobs.status, 'done'), lt(jobs.finishedAt, new Date(now().getTime() - DONE_JOB_RETENTION_DAYS * 86_400_000))));
}

/** Old sent mail, expired sessions, rate-limit windows and guardian tokens, finished jobs: once per period for the cluster. */
export const pruneJob: RecurringJob = {
  name: 'prune',
  scope: 'cluster',
  everyMs: () => 5 * 60_000,
  leaseSeconds: 120,
  run: prune,
};
