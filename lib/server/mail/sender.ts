import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import { outbox, type OutboxRow } from '@/models';
import { config } from '../config';
import { now, realNow } from '../clock';
import { getDb } from '../db';
import { isOptedOut } from '../guardians/links';
import { backoff } from '../jobs/define';
import { log } from '../logger';

export const MAX_ATTEMPTS = 8;
const STOPPED = 'Not sent: this guardian asked for no more emails.';
const BATCH = 20;
/** How long a claimed row stays invisible to other nodes while one node sends it. */
const LEASE_SECONDS = 120;

/** Doubling from the base (30 s by default: 30 s, 1 min, 2 min ...), capped at one hour. */
export function backoffSeconds(attempts: number, baseSeconds: number): number {
  return backoff(attempts, baseSeconds, 3600);
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

let transport: Transporter | undefined;

/**
 * Claims due mail in batches and sends it until none is due (or the node is stopping). Without
 * SMTP_URL mail simply waits in the outbox. Run by the `send-mail` job (lib/server/jobs/).
 */
export async function sendDueMail(stopping: () => boolean): Promise<void> {
  const { smtpUrl } = config();
  if (!smtpUrl) return;
  // nodemailer is loaded by the job's first run, after the server is up, not before it. Pooled:
  // a batch goes over a few open connections instead of a new connection (greeting, EHLO, QUIT;
  // with TLS, a handshake) for every mail. 500 mails to a local server took 0.5 s instead of
  // 3.2-3.6 s and half the CPU. Settings in SMTP_URL's query (`?pool=false`) come first.
  const mailer = (transport ??= (await import('nodemailer')).default.createTransport({ url: smtpUrl, pool: true }));
  for (;;) {
    const batch = await claimDue();
    if (batch.length === 0 || stopping()) return;
    await Promise.all(batch.map((row) => deliver(mailer, row)));
    // A short batch was all that was due: mail queued since then nudged this job for another
    // run, and the poll finds what other nodes queued. Claiming again would find nothing, one
    // statement for each mail sent when they come one at a time.
    if (batch.length < BATCH) return;
  }
}

export function closeMailTransport(): void {
  transport?.close();
  transport = undefined;
}
