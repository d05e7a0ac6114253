import { outbox } from '@/models';
import { config } from '../config';
import type { Tx } from '../db';
import { log } from '../logger';
import { singleton } from '../singleton';

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

const shared = singleton('outbox-nudge', (): { nudge?: () => void } => ({}));

/** Called by the sender in this process, so queued mail leaves at once rather than at the next poll. */
export function onMailQueued(nudge: () => void): void {
  shared.nudge = nudge;
}

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

export function nudgeOutbox(): void {
  shared.nudge?.();
}
