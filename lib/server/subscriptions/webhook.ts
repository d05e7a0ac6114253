import { eq } from 'drizzle-orm';
import { MSG_MEMBERSHIP } from '@/lib/shared/messages/membership';
import { paypalWebhookEvents, subscriptions } from '@/models';
import { parseJsonObject, readCapped } from '../body';
import { getDb } from '../db';
import { invalid } from '../errors';
import { isGenuineWebhook } from '../paypal/verify-webhook';
import { paypalUnavailable } from './paypal-lookup';
import { paypalStateFor, storeState } from './sync';
import { parseWebhookEvent } from './webhook-event';

const MAX_BODY_BYTES = 256 * 1024;

async function readEvent(request: Request) {
  const raw = (await readCapped(request, MAX_BODY_BYTES)).toString('utf8');
  const malformed = MSG_MEMBERSHIP.webhookMalformed;
  const event = parseWebhookEvent(parseJsonObject(raw, { malformed, notObject: malformed }));
  if (!event) throw invalid(MSG_MEMBERSHIP.webhookMalformed);
  return { raw, event };
}

/**
 * POST /api/paypal/webhook. The event only says which subscription changed: its state is read
 * back from PayPal, so a replayed or out-of-order event can never set a stale status. Each event
 * id is handled once.
 */
export async function receivePaypalWebhook(request: Request) {
  const { raw, event } = await readEvent(request);
  let verified: boolean;
  try {
    verified = await isGenuineWebhook(request.headers, raw);
  } catch (error) {
    throw paypalUnavailable('verify-webhook-signature', error);
  }
  if (!verified) throw invalid(MSG_MEMBERSHIP.webhookUnverified);

  const db = await getDb();
  const [row] = event.subscriptionId
    ? await db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, event.subscriptionId)).limit(1)
    : [];
  // Reading PayPal happens before the transaction: the simulator answers from this very database.
  const state = row ? await paypalStateFor(row) : undefined;

  return db.transaction(async (tx) => {
    const [fresh] = await tx.insert(paypalWebhookEvents).values({ eventId: event.id, eventType: event.type }).onConflictDoNothing().returning();
    if (!fresh) return { received: true, duplicate: true };
    if (row && state) await storeState(tx, row, state);
    return { received: true, duplicate: false, applied: Boolean(row && state) };
  });
}
