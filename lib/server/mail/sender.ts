import { and, asc, eq, inArray, isNotNull, like, lt, lte, not, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { guardianTokens, outbox, sessions, type OutboxRow } from '@/models';
import { resolvePasswordResetRequests } from '../auth/resolve-reset-requests';
import { config } from '../config';
import { getDb } from '../db';
import { sendMissedMessageEmails } from '../missed-messages/send-missed-message-emails';
import { beatHeart } from '../presence/heartbeat';
import { sweepDeadNodes } from '../presence/sweep-dead-nodes';
import { runGuardianJobs } from '../guardians/jobs';
import { isOptedOut, tokenStopCutoff } from '../guardians/links';
import { now, realNow } from '../clock';
import { pruneExpiredLimits } from '../security/rate-limit';
import { onMailQueued } from './outbox';
import { log } from '../logger';

export const MAX_ATTEMPTS = 8;
const STOPPED = 'Not sent: this guardian asked for no more emails.';
/** Sent mail (without its body) is kept this long for the admin view, then removed; failed mail stays until handled. */
const SENT_RETENTION_DAYS = 30;
const BATCH = 20;
/** How long a claimed row stays invisible to other nodes while one node sends it. */
const LEASE_SECONDS = 120;

/** Doubling from the base (30 s by default: 30 s, 1 min, 2 min ...), capped at one hour. */
export function backoffSeconds(attempts: number, baseSeconds: number): number {
  return Math.min(3600, baseSeconds * 2 ** Math.max(0, attempts - 1));
}

async function claimDue(): Promise<OutboxRow[]> {
  const db = await getDb();
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, realNow())))
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    // eslint-disable-next-line no-restricted-syntax -- a lease, on the database's clock that every node shares
    .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
    .where(inArray(outbox.id, due))
    .returning();
}

async function deliver(transport: Transporter, row: OutboxRow): Promise<void> {
  const db = await getDb();
  // Checked at the last moment too: a guardian mail queued just before its address said "stop" is not sent.
  if (row.kind.startsWith('guardian_') && (await isOptedOut(db, row.to, row.userId))) {
    await db.update(outbox).set({ status: 'failed', lastError: STOPPED }).where(eq(outbox.id, row.id));
    return;
  }
  try {
    await transport.sendMail({ from: config().mailFrom, to: row.to, subject: row.subject, text: row.text, html: row.html, headers: row.headers ?? undefined });
    // Once sent, no body stays: guardian mail holds working links (and weekly copies both members'
    // messages), password mail a token. Kind, recipient, times and status remain for the logs.
    await db.update(outbox).set({ status: 'sent', sentAt: now(), lastError: null, text: '', html: '', headers: null }).where(eq(outbox.id, row.id));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const gaveUp = row.attempts >= MAX_ATTEMPTS;
    await db
      .update(outbox)
      .set({
        status: gaveUp ? 'failed' : 'pending',
        lastError: message.slice(0, 500),
        nextAttemptAt: new Date(realNow().getTime() + backoffSeconds(row.attempts, config().outboxRetryBaseSeconds) * 1000),
      })
      .where(eq(outbox.id, row.id));
    log().warn({ mailId: row.id, kind: row.kind, attempt: row.attempts, err: error }, `[mail] ${gaveUp ? 'gave up on' : 'will retry'} a mail`);
  }
}

/** Old sent mail, expired sessions and expired rate-limit windows are deleted this often. */
const PRUNE_EVERY_MS = 5 * 60_000;

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
}

export interface OutboxWorker {
  stop(): Promise<void>;
}

/** Polls the outbox and sends due mail; without SMTP_URL mail simply waits in the outbox. */
export function startOutboxWorker(): OutboxWorker {
  const { smtpUrl, outboxPollMs, missedMessages, presenceHeartbeatSeconds } = config();
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;
  let prunedAt = 0;
  let heartbeatAt = 0;
  let scannedAt = 0;
  let guardianRanAt = 0;
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;

  const tick = async () => {
    // Housekeeping rides on the worker every node already runs, a few times an hour at most.
    if (realNow().getTime() - prunedAt >= PRUNE_EVERY_MS) {
      prunedAt = realNow().getTime();
      await prune().catch(() => undefined);
    }
    // Presence (which member has a socket on any node) and the missed-message emails built on it.
    // A heartbeat lost to a database outage is retried at the next tick, not a period later, so
    // a node is back in the cluster's view as soon as the database is; mail does not wait on it.
    if (realNow().getTime() - heartbeatAt >= presenceHeartbeatSeconds * 1000) {
      await beatHeart()
        .then(() => {
          heartbeatAt = realNow().getTime();
          return sweepDeadNodes();
        })
        .catch((error: unknown) => log().error({ err: error }, '[presence] heartbeat failed'));
    }
    if (realNow().getTime() - scannedAt >= missedMessages.scanSeconds * 1000) {
      scannedAt = realNow().getTime();
      await sendMissedMessageEmails();
    }
    // Reset requests become mail here, off the form's request path; without SMTP the mail waits.
    let resolved: number;
    do resolved = await resolvePasswordResetRequests();
    while (resolved > 0 && !stopped);
    // Reminders and digests are due by the clock, not by a nudge: at most once per poll interval.
    if (realNow().getTime() - guardianRanAt >= outboxPollMs) {
      guardianRanAt = realNow().getTime();
      await runGuardianJobs().catch((error) => log().error({ err: error }, '[guardian] periodic job failed'));
    }
    if (!transport) return;
    for (let batch = await claimDue(); batch.length > 0 && !stopped; batch = await claimDue()) {
      await Promise.all(batch.map((row) => deliver(transport, row)));
    }
  };

  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = tick()
      .catch((error) => log().error({ err: error }, '[mail] outbox tick failed'))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          run();
        }
      });
  };

  const timer = setInterval(run, outboxPollMs);
  timer.unref();
  onMailQueued(run);
  run();

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      transport?.close();
    },
  };
}
