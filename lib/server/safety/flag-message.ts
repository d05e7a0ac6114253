import { detectSafetyRisks, SAFETY_CHECKED_MESSAGES } from '@/lib/shared/safety-rules';
import { messageFlags, type MessageRow } from '@/models';
import { now } from '../clock';
import type { Tx } from '../db';

/** Whether `flagMessage` could record this text (whatever its place in the conversation): a send that cannot is stored by the send's checks, with no transaction. */
export function mayNeedFlag(content: string): boolean {
  return detectSafetyRisks(content).length > 0;
}

/**
 * In the sender's transaction: a message among the first of its conversation that carries
 * contact details, a link, a request for money or a move to another app is still delivered, but
 * recorded for the moderation queue. The receiver's notice comes from the same rules
 * (`needsSafetyNotice` in the message presenter).
 */
export async function flagMessage(tx: Tx, message: Pick<MessageRow, 'id' | 'seq' | 'senderId' | 'content'>): Promise<void> {
  if (message.seq > SAFETY_CHECKED_MESSAGES) return;
  const kinds = detectSafetyRisks(message.content);
  if (kinds.length === 0) return;
  await tx.insert(messageFlags).values({ messageId: message.id, senderId: message.senderId, kinds, createdAt: now() }).onConflictDoNothing();
}
