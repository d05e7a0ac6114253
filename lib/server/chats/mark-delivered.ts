import { and, eq, inArray, isNull } from 'drizzle-orm';
import { messages } from '@/models';
import type { DeliveredNotice } from '@/lib/shared/socket-events';
import { now } from '../clock';
import { getDb } from '../db';
import { deliveredColumns, tellSenders } from './tell-senders';

/**
 * Marks messages as delivered to `receiverId` (only theirs, only once) and tells each sender.
 * Called when a receiver's socket acknowledged a message or the receiver fetched it;
 * `senderChecked` as for `tellSenders`.
 */
export async function markDelivered(receiverId: string, messageIds: string[], senderChecked = false): Promise<DeliveredNotice[]> {
  if (messageIds.length === 0) return [];
  const db = await getDb();
  const rows = await db
    .update(messages)
    .set({ deliveredAt: now() })
    .where(and(inArray(messages.id, messageIds), eq(messages.receiverId, receiverId), isNull(messages.deliveredAt)))
    .returning(deliveredColumns);
  return tellSenders(rows, senderChecked);
}
