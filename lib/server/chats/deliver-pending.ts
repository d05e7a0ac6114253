import { eq } from 'drizzle-orm';
import { messages } from '@/models';
import type { DeliveredNotice } from '@/lib/shared/socket-events';
import { deliverWhere } from './tell-senders';

/**
 * A member's socket connected (on any node): everything addressed to her that is still `sent`
 * has reached her device, so it becomes `delivered` in one statement (the partial index on
 * undelivered messages serves it) and each sender's ticks turn blue.
 */
export async function deliverPending(receiverId: string): Promise<DeliveredNotice[]> {
  return deliverWhere(eq(messages.receiverId, receiverId));
}
