import type { Tx } from '../db';
import { enqueueMail } from '../mail/outbox';
import { guardianMailFor, type GuardianEvent } from './rules';

/**
 * Writes the guardian's mail to the outbox inside the caller's transaction, so the event and its
 * notice exist together or not at all. Resolves true when a mail was queued; the caller nudges
 * the outbox after its transaction commits.
 */
export async function notifyGuardian(tx: Tx, event: GuardianEvent): Promise<boolean> {
  const mail = guardianMailFor(event);
  if (!mail) return false;
  await enqueueMail(tx, mail);
  return true;
}
