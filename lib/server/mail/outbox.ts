import { outbox } from '@/models';
import { config } from '../config';
import type { Tx } from '../db';
import { nudger } from '../jobs/nudge';
import { log } from '../logger';

export interface Mail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The member the mail is about; a woman's guardian mail is listed in her own log by it. */
  userId?: string;
  headers?: Record<string, string>;
}

/** Queued mail leaves at once rather than at the next poll: `nudgeOutbox` after the commit wakes the sender in this process. */
export const mailQueued = nudger('outbox');

/**
 * Writes the mail in the caller's transaction: it exists exactly when the event that caused it
 * was committed. Call `nudgeOutbox` once the transaction has committed to send it promptly.
 */
export async function enqueueMail(tx: Tx, mail: Mail): Promise<void> {
  await tx.insert(outbox).values(mail);
  if (!config().smtpUrl) {
    log().info({ kind: mail.kind }, '[mail] queued without SMTP_URL (kept in the outbox)');
  }
}

export const nudgeOutbox = mailQueued.nudge;
