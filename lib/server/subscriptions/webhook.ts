import { eq } from 'drizzle-orm';
import { MSG_MEMBERSHIP } from '@/lib/shared/messages/membership';
import { paymentReceipts, paypalWebhookEvents, subscriptions, users, type SubscriptionRow } from '@/models';
import { parseJsonObject, readCapped } from '../body';
import { getDb, type Tx } from '../db';
import { invalid } from '../errors';
import { enqueueMail, nudgeOutbox } from '../mail/outbox';
import { paymentReceiptMail } from '../mail/templates/membership';
import { isGenuineWebhook } from '../paypal/verify-webhook';
import { forgetSessions } from '../realtime/emit';
import { paypalUnavailable } from './paypal-lookup';
import { paypalStateFor, storeState } from './sync';
import type { Sale } from './webhook-event';
import { parseWebhookEvent } from './webhook-event';

const MAX_BODY_BYTES = 256 * 1024;

/** The receipt's row and mail in the webhook's transaction; false when this sale was already receipted. */
async function recordPayment(tx: Tx, row: SubscriptionRow, sale: Sale): Promise<boolean> {
  const [fresh] = await tx
    .insert(paymentReceipts)
    .values({ saleId: sale.id, userId: row.userId, subscriptionId: row.providerSubscriptionId, amount: sale.amount, currency: sale.currency, paidAt: sale.paidAt })
    .onConflictDoNothing()
    .returning({ saleId: paymentReceipts.saleId });
  if (!fresh) return false;
  const [member] = await tx.select({ id: users.id, firstName: users.firstName, email: users.email }).from(users).where(eq(users.id, row.userId)).limit(1);
  if (member) await enqueueMail(tx, await paymentReceiptMail(member, { saleId: sale.id, subscriptionId: row.providerSubscriptionId, amount: sale.amount, currency: sale.currency, paidAt: sale.paidAt }));
  return true;
}

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
 * id is handled once; a payment (PAYMENT.SALE.COMPLETED) is recorded and its receipt emailed once
 * per sale id, however many events carry it.
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

  const result = await db.transaction(async (tx) => {
    const [fresh] = await tx.insert(paypalWebhookEvents).values({ eventId: event.id, eventType: event.type }).onConflictDoNothing().returning();
    if (!fresh) return { received: true, duplicate: true };
    if (row && state) await storeState(tx, row, state);
    if (!event.sale) return { received: true, duplicate: false, applied: Boolean(row && state) };
    const receipt = row ? await recordPayment(tx, row, event.sale) : false;
    return { received: true, duplicate: false, applied: Boolean(row && state), receipt };
  });
  if ('receipt' in result && result.receipt) nudgeOutbox();
  // A lapsed membership ends member access at once, not when a node's kept session runs out.
  if (result.applied && row) await forgetSessions({ userId: row.userId });
  return result;
}
