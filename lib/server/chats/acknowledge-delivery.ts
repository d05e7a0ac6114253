import { inArray } from 'drizzle-orm';
import { messages } from '@/models';
import { log } from '../logger';
import { singleton } from '../singleton';
import { deliverWhere } from './tell-senders';

/**
 * How long acknowledgements wait to be marked together. Under load, receivers acknowledge several
 * messages a millisecond apart; one UPDATE for all of them costs the database and the pool one
 * round trip instead of one each, and the sender's "delivered" tick comes at most this much later.
 */
const ACK_BATCH_MS = 10;

const pending = singleton('delivery-acks', () => ({ ids: new Set<string>(), timer: undefined as NodeJS.Timeout | undefined }));

/**
 * A receiver's socket acknowledged a message this node has just sent her: it becomes delivered
 * (only once) and its sender hears so, together with the other acknowledgements of the next few
 * milliseconds. Only ids of messages this node published come here, so each is already known to
 * be hers; the sender passed the member check when sending, within the acknowledgement timeout.
 */
export function acknowledgeDelivery(messageId: string): void {
  pending.ids.add(messageId);
  pending.timer ??= setTimeout(() => void flush(), ACK_BATCH_MS);
}

async function flush(): Promise<void> {
  const ids = [...pending.ids];
  pending.ids.clear();
  pending.timer = undefined;
  try {
    await deliverWhere(inArray(messages.id, ids), true);
  } catch (error) {
    log().error({ err: error, count: ids.length }, '[chat] delivery acknowledgements failed');
  }
}
