import { eq } from 'drizzle-orm';
import { TRIAL_DAYS } from '@/lib/shared/constants';
import { paypalSimSubscriptions, type PaypalSimSubscriptionRow } from '@/models';
import { getDb } from '../db';
import { findCatalogItem } from './catalog';
import { simId, simInvalid, simNotFound, simUnprocessable } from './http';
import { presentSimSubscription } from './present';
import { realNow } from '../clock';

type Json = Record<string, unknown>;
const DAY_MS = 24 * 60 * 60 * 1000;

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

export async function findSimSubscription(id: string): Promise<PaypalSimSubscriptionRow> {
  const db = await getDb();
  const [row] = await db.select().from(paypalSimSubscriptions).where(eq(paypalSimSubscriptions.id, id)).limit(1);
  if (!row) throw simNotFound();
  return row;
}

export async function updateSimSubscription(id: string, changes: Partial<PaypalSimSubscriptionRow>): Promise<PaypalSimSubscriptionRow> {
  const db = await getDb();
  const [row] = await db.update(paypalSimSubscriptions).set({ ...changes, updatedAt: realNow() }).where(eq(paypalSimSubscriptions.id, id)).returning();
  return row;
}

/** POST /v1/billing/subscriptions: a new subscription waiting for the payer's approval. */
export async function createSimSubscription(body: Json, requestId: string | null) {
  const db = await getDb();
  if (requestId) {
    const [existing] = await db.select().from(paypalSimSubscriptions).where(eq(paypalSimSubscriptions.requestId, requestId)).limit(1);
    if (existing) return presentSimSubscription(existing);
  }
  const planId = text(body.plan_id);
  if (!planId) throw simInvalid('MISSING_REQUIRED_PARAMETER', 'A required field is missing: plan_id.');
  const plan = await findCatalogItem('plan', planId).catch(() => undefined);
  if (!plan || plan.status !== 'ACTIVE') throw simUnprocessable('PLAN_STATUS_INVALID', 'The plan does not exist or is not active.');
  const context = (body.application_context ?? {}) as Json;
  const returnUrl = text(context.return_url);
  const cancelUrl = text(context.cancel_url);
  if (!returnUrl || !cancelUrl) throw simInvalid('MISSING_REQUIRED_PARAMETER', 'application_context.return_url and cancel_url are required.');
  const subscriber = (body.subscriber ?? {}) as Json;

  const [row] = await db
    .insert(paypalSimSubscriptions)
    .values({
      id: simId('I-'),
      requestId,
      planId,
      customId: text(body.custom_id) ?? null,
      subscriberEmail: text(subscriber.email_address) ?? null,
      status: 'APPROVAL_PENDING',
      returnUrl,
      cancelUrl,
      approvalToken: simId('', 17),
    })
    .returning();
  return presentSimSubscription(row);
}

const ACTION_RULES = {
  cancel: { from: ['APPROVED', 'ACTIVE', 'SUSPENDED'], to: 'CANCELLED' },
  suspend: { from: ['APPROVED', 'ACTIVE'], to: 'SUSPENDED' },
  activate: { from: ['SUSPENDED'], to: 'ACTIVE' },
} as const;

export type SimAction = keyof typeof ACTION_RULES;
export const isSimAction = (value: string): value is SimAction => value in ACTION_RULES;

/** POST /v1/billing/subscriptions/{id}/cancel|suspend|activate, with PayPal's 422 for a wrong state. */
export async function changeSimSubscription(id: string, action: SimAction, body: Json) {
  const row = await findSimSubscription(id);
  const rule = ACTION_RULES[action];
  if (!(rule.from as readonly string[]).includes(row.status)) {
    throw simUnprocessable('SUBSCRIPTION_STATUS_INVALID', `Invalid subscription status for ${action} action; subscription status is ${row.status}.`);
  }
  const reason = text(body.reason);
  if (action !== 'activate' && !reason) throw simInvalid('MISSING_REQUIRED_PARAMETER', 'A required field is missing: reason.');
  await updateSimSubscription(id, { status: rule.to, statusChangeNote: reason ?? null });
}

/** The payer approved on the checkout page: the free trial starts now, the first charge is after it. */
export async function approveSimSubscription(row: PaypalSimSubscriptionRow) {
  const now = realNow().getTime();
  return updateSimSubscription(row.id, { status: 'ACTIVE', startTime: new Date(now), nextBillingTime: new Date(now + TRIAL_DAYS * DAY_MS) });
}

export function returnUrlFor(row: PaypalSimSubscriptionRow): string {
  const url = new URL(row.returnUrl);
  url.searchParams.set('subscription_id', row.id);
  url.searchParams.set('ba_token', `BA-${row.approvalToken}`);
  url.searchParams.set('token', `EC-${row.approvalToken}`);
  return url.toString();
}
