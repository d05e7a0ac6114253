import { randomBytes, randomUUID } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import { PRICE_GBP } from '@/lib/shared/constants';
import { paypalSimWebhooks, type PaypalSimSubscriptionRow } from '@/models';
import { config } from '../config';
import { getDb } from '../db';
import { webhookId } from '../paypal/verify-webhook';
import { simId, simInvalid } from './http';
import { presentSimSubscription } from './present';
import { findSimSubscription, updateSimSubscription } from './subscriptions';
import { realNow } from '../clock';

const DAY_MS = 24 * 60 * 60 * 1000;
const MONTH_MS = 30 * DAY_MS;
/** Long enough for any test or manual check to replay a delivery. */
const KEEP_SENT_WEBHOOKS_MS = 7 * DAY_MS;

export const SIM_EVENTS = [
  'BILLING.SUBSCRIPTION.ACTIVATED',
  'BILLING.SUBSCRIPTION.CANCELLED',
  'BILLING.SUBSCRIPTION.SUSPENDED',
  'BILLING.SUBSCRIPTION.EXPIRED',
  'BILLING.SUBSCRIPTION.PAYMENT.FAILED',
  'PAYMENT.SALE.COMPLETED',
] as const;
type SimEvent = (typeof SIM_EVENTS)[number];

/** The events that charge the payer: each one is followed by its own PAYMENT.SALE.COMPLETED. */
const charges = (before: PaypalSimSubscriptionRow, after: PaypalSimSubscriptionRow) => after.regularCyclesCompleted > before.regularCyclesCompleted;

/** What each event does to the simulated subscription; `endPeriod` moves the paid period into the past. */
function changesFor(event: SimEvent, row: PaypalSimSubscriptionRow, endPeriod: boolean): Partial<PaypalSimSubscriptionRow> {
  const now = realNow().getTime();
  const ended = endPeriod ? { nextBillingTime: new Date(now - 60_000) } : {};
  switch (event) {
    case 'BILLING.SUBSCRIPTION.ACTIVATED': {
      // A suspended subscription whose period lapsed is charged again on reactivation.
      const lapsed = !row.nextBillingTime || row.nextBillingTime.getTime() <= now;
      return {
        status: 'ACTIVE',
        startTime: row.startTime ?? new Date(now),
        ...(lapsed ? { nextBillingTime: new Date(now + MONTH_MS), regularCyclesCompleted: row.regularCyclesCompleted + 1 } : {}),
        ...ended,
      };
    }
    case 'BILLING.SUBSCRIPTION.CANCELLED':
      return { status: 'CANCELLED', statusChangeNote: 'Cancelled (simulator test event)', ...ended };
    case 'BILLING.SUBSCRIPTION.SUSPENDED':
      return { status: 'SUSPENDED', statusChangeNote: 'Suspended (simulator test event)', ...ended };
    case 'BILLING.SUBSCRIPTION.EXPIRED':
      return { status: 'EXPIRED', ...ended };
    case 'BILLING.SUBSCRIPTION.PAYMENT.FAILED':
      return { failedPaymentsCount: row.failedPaymentsCount + 1, lastFailedPaymentAt: new Date(now), ...ended };
    case 'PAYMENT.SALE.COMPLETED': {
      // A monthly charge: one more paid cycle, and the next one a month after this period's end.
      const periodEnd = Math.max(now, row.nextBillingTime?.getTime() ?? now);
      return { status: 'ACTIVE', regularCyclesCompleted: row.regularCyclesCompleted + 1, nextBillingTime: new Date(periodEnd + MONTH_MS), ...ended };
    }
  }
}

/** A completed sale as PayPal's subscription payment webhook carries it. */
function presentSale(saleId: string, row: PaypalSimSubscriptionRow) {
  const at = realNow().toISOString();
  return {
    id: saleId,
    state: 'completed',
    amount: { total: PRICE_GBP, currency: 'GBP', details: { subtotal: PRICE_GBP } },
    payment_mode: 'INSTANT_TRANSFER',
    protection_eligibility: 'ELIGIBLE',
    billing_agreement_id: row.id,
    create_time: at,
    update_time: at,
    links: [],
  };
}

/** Signs and delivers one webhook as PayPal would, keeping it so the verify endpoint can vouch for it. */
async function deliverWebhook(eventType: string, resourceType: string, resource: Record<string, unknown>, summary: string) {
  const { appUrl } = config();
  const payload = {
    id: `WH-${randomUUID().toUpperCase()}`,
    event_version: '1.0',
    create_time: realNow().toISOString(),
    resource_type: resourceType,
    resource_version: '2.0',
    event_type: eventType,
    summary,
    resource,
    links: [],
  };
  const raw = JSON.stringify(payload);
  const headers = {
    'content-type': 'application/json',
    'paypal-auth-algo': 'SHA256withRSA',
    'paypal-cert-url': `${appUrl}/paypal-sim/v1/notifications/certs/CERT-SIMULATOR`,
    'paypal-transmission-id': randomUUID(),
    'paypal-transmission-sig': randomBytes(64).toString('base64'),
    'paypal-transmission-time': realNow().toISOString(),
  };
  const db = await getDb();
  await db.delete(paypalSimWebhooks).where(lt(paypalSimWebhooks.createdAt, new Date(realNow().getTime() - KEEP_SENT_WEBHOOKS_MS)));
  await db.insert(paypalSimWebhooks).values({
    transmissionId: headers['paypal-transmission-id'],
    signature: headers['paypal-transmission-sig'],
    webhookId: webhookId() ?? '',
    event: raw,
  });

  const delivery = await fetch(`${appUrl}/api/paypal/webhook`, { method: 'POST', headers, body: raw, signal: AbortSignal.timeout(15_000) });
  return { event: payload, headers, delivery: { status: delivery.status, body: await delivery.json().catch(() => null) } };
}

const saleSummary = (row: PaypalSimSubscriptionRow) => `Payment completed for GBP ${PRICE_GBP} (${row.id})`;

/**
 * Test hook (simulator only): changes a subscription as PayPal would, then delivers the webhook
 * PayPal would send, signed in a way only this simulator's verify endpoint vouches for. Every
 * charge (a PAYMENT.SALE.COMPLETED asked for, or a lapsed subscription reactivated) is also
 * delivered as its own PAYMENT.SALE.COMPLETED with a new sale id. `saleId` with
 * PAYMENT.SALE.COMPLETED redelivers that sale under a new event id and charges nothing, as PayPal
 * retrying a notification does. The answer includes the delivery so a test can replay it.
 */
export async function fireSimEvent(id: string, body: Record<string, unknown>) {
  const event = body.event;
  if (typeof event !== 'string' || !(SIM_EVENTS as readonly string[]).includes(event)) {
    throw simInvalid('INVALID_PARAMETER_VALUE', `event must be one of ${SIM_EVENTS.join(', ')}.`);
  }
  const row = await findSimSubscription(id);
  if (event === 'PAYMENT.SALE.COMPLETED') {
    if (typeof body.saleId === 'string' && body.saleId) return deliverWebhook(event, 'sale', presentSale(body.saleId, row), saleSummary(row));
    const charged = await updateSimSubscription(id, changesFor(event, row, body.endPeriod === true));
    return deliverWebhook(event, 'sale', presentSale(simId('SALE-'), charged), saleSummary(charged));
  }
  const updated = await updateSimSubscription(id, changesFor(event as SimEvent, row, body.endPeriod === true));
  const answer = await deliverWebhook(event, 'subscription', presentSimSubscription(updated), `Subscription ${event.split('.').slice(2).join(' ').toLowerCase()}`);
  if (charges(row, updated)) await deliverWebhook('PAYMENT.SALE.COMPLETED', 'sale', presentSale(simId('SALE-'), updated), saleSummary(updated));
  return answer;
}

/** POST /v1/notifications/verify-webhook-signature: SUCCESS only for a webhook we sent, unaltered. */
export async function verifySimWebhook(body: Record<string, unknown>) {
  const transmissionId = body.transmission_id;
  if (typeof transmissionId !== 'string' || typeof body.transmission_sig !== 'string' || typeof body.webhook_id !== 'string') {
    throw simInvalid('MISSING_REQUIRED_PARAMETER', 'transmission_id, transmission_sig and webhook_id are required.');
  }
  const db = await getDb();
  const [sent] = await db.select().from(paypalSimWebhooks).where(eq(paypalSimWebhooks.transmissionId, transmissionId)).limit(1);
  const genuine =
    sent !== undefined &&
    sent.signature === body.transmission_sig &&
    sent.webhookId === body.webhook_id &&
    sent.event === JSON.stringify(body.webhook_event);
  return { verification_status: genuine ? 'SUCCESS' : 'FAILURE' };
}
