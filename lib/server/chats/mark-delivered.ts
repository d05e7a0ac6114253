import { and, eq, inArray } from 'drizzle-orm';
import { messages } from '@/models';
import type { DeliveredNotice } from '@/lib/shared/socket-events';
import { deliverWhere } from './tell-senders';

/**
 * Marks messages as delivered to `receiverId` (only theirs, only once) and tells each sender.
 * Called when a receiver's socket acknowledged a message or the receiver fetched it;
 * `senderChecked` as for `deliverWhere`.
 */
export async function markDelivered(receiverId: string, messageIds: string[], senderChecked = false): Promise<DeliveredNotice[]> {
  if (messageIds.length === 0) return [];
  return deliverWhere(and(inArray(messages.id, messageIds), eq(messages.receiverId, receiverId))!, senderChecked);
}
