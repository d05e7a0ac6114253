import { randomBytes, randomUUID } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import { paypalSimWebhooks, type PaypalSimSubscriptionRow } from '@/models';
import { config } from '../config';
import { getDb } from '../db';
import { webhookId } from '../paypal/verify-webhook';
import { simInvalid } from './http';
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
] as const;
type SimEvent = (typeof SIM_EVENTS)[number];

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
  }
}

/**
 * Test hook (simulator only): changes a subscription as PayPal would, then delivers the webhook
 * PayPal would send, signed in a way only this simulator's verify endpoint vouches for. The
 * answer includes the delivery so a test can replay it.
 */
export async function fireSimEvent(id: string, body: Record<string, unknown>) {
  const event = body.event;
  if (typeof event !== 'string' || !(SIM_EVENTS as readonly string[]).includes(event)) {
    throw simInvalid('INVALID_PARAMETER_VALUE', `event must be one of ${SIM_EVENTS.join(', ')}.`);
  }
  const row = await findSimSubscription(id);
  const updated = await updateSimSubscription(id, changesFor(event as SimEvent, row, body.endPeriod === true));

  const { appUrl } = config();
  const payload = {
    id: `WH-${randomUUID().toUpperCase()}`,
    event_version: '1.0',
    create_time: realNow().toISOString(),
    resource_type: 'subscription',
    resource_version: '2.0',
    event_type: event,
    summary: `Subscription ${event.split('.').slice(2).join(' ').toLowerCase()}`,
    resource: presentSimSubscription(updated),
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
