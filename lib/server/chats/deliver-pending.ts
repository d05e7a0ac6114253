import { and, eq, isNull } from 'drizzle-orm';
import { messages } from '@/models';
import type { DeliveredNotice } from '@/lib/shared/socket-events';
import { now } from '../clock';
import { getDb } from '../db';
import { deliveredColumns, tellSenders } from './tell-senders';

/**
 * A member's socket connected (on any node): everything addressed to her that is still `sent`
 * has reached her device, so it becomes `delivered` in one statement (the partial index on
 * undelivered messages serves it) and each sender's ticks turn blue.
 */
export async function deliverPending(receiverId: string): Promise<DeliveredNotice[]> {
  const db = await getDb();
  const rows = await db
    .update(messages)
    .set({ deliveredAt: now() })
    .where(and(eq(messages.receiverId, receiverId), isNull(messages.deliveredAt)))
    .returning(deliveredColumns);
  return rows.length ? tellSenders(rows) : [];
}
