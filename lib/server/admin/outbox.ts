import { desc, eq } from 'drizzle-orm';
import { outbox } from '@/models';
import { getDb } from '../db';
import { AppError } from '../errors';
import { nudgeOutbox } from '../mail/outbox';
import { recordAudit } from './audit';
import { realNow } from '../clock';

/** The newest mail with its delivery state, so a missing or failing SMTP server is visible. */
export async function listOutbox(limit = 100) {
  const db = await getDb();
  const rows = await db
    .select({
      id: outbox.id,
      kind: outbox.kind,
      to: outbox.to,
      subject: outbox.subject,
      status: outbox.status,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
      nextAttemptAt: outbox.nextAttemptAt,
    })
    .from(outbox)
    .orderBy(desc(outbox.createdAt))
    .limit(limit);
  return rows;
}

/** Puts a mail that gave up back in the queue. */
export async function retryMail(actorId: string, id: string) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(outbox).where(eq(outbox.id, id)).for('update').limit(1);
    if (!before) throw new AppError('not_found', 'Mail not found.');
    await tx.update(outbox).set({ status: 'pending', nextAttemptAt: realNow(), attempts: 0 }).where(eq(outbox.id, id));
    const mail = { id: before.id, kind: before.kind, to: before.to, subject: before.subject };
    await recordAudit(tx, {
      actorId,
      action: 'outbox.retry',
      before: { ...mail, status: before.status, attempts: before.attempts, lastError: before.lastError },
      after: { ...mail, status: 'pending', attempts: 0 },
    });
  });
  nudgeOutbox();
  return { success: true };
}
