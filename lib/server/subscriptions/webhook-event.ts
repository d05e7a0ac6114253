/** The subscription events that can change access; others are acknowledged and ignored. */
export const SUBSCRIPTION_EVENTS = [
  'BILLING.SUBSCRIPTION.ACTIVATED',
  'BILLING.SUBSCRIPTION.RE-ACTIVATED',
  'BILLING.SUBSCRIPTION.UPDATED',
  'BILLING.SUBSCRIPTION.CANCELLED',
  'BILLING.SUBSCRIPTION.SUSPENDED',
  'BILLING.SUBSCRIPTION.EXPIRED',
  'BILLING.SUBSCRIPTION.PAYMENT.FAILED',
] as const;

/** A subscription's payment: PayPal sends one per charge, and may send it again. */
export const SALE_COMPLETED = 'PAYMENT.SALE.COMPLETED';

export interface Sale {
  id: string;
  amount: string;
  currency: string;
  paidAt: Date;
}

export interface WebhookEvent {
  id: string;
  type: string;
  /** Set for the events above and a sale: the PayPal subscription to re-read. */
  subscriptionId?: string;
  /** Set for PAYMENT.SALE.COMPLETED of a subscription (its `billing_agreement_id`). */
  sale?: Sale;
}

const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length > 0 && value.length <= max;

/** The fields we act on, or undefined when the body is not a PayPal event at all. */
export function parseWebhookEvent(body: unknown): WebhookEvent | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const { id, event_type: type, resource } = body as Record<string, unknown>;
  if (!isText(id, 128) || !isText(type, 128)) return undefined;
  if (type === SALE_COMPLETED) return parseSale(id, type, resource);
  if (!(SUBSCRIPTION_EVENTS as readonly string[]).includes(type)) return { id, type };
  const subscriptionId = (resource as { id?: unknown } | null | undefined)?.id;
  if (!isText(subscriptionId, 64)) return undefined;
  return { id, type, subscriptionId };
}

const AMOUNT = /^\d{1,7}(\.\d{1,2})?$/;

/** A sale of a subscription; a sale of anything else (no billing agreement) is acknowledged and ignored. */
function parseSale(id: string, type: string, resource: unknown): WebhookEvent | undefined {
  if (typeof resource !== 'object' || resource === null) return undefined;
  const sale = resource as { id?: unknown; billing_agreement_id?: unknown; amount?: { total?: unknown; currency?: unknown } | null; create_time?: unknown };
  if (sale.billing_agreement_id === undefined) return { id, type };
  const { total, currency } = sale.amount ?? {};
  const paidAt = typeof sale.create_time === 'string' ? new Date(sale.create_time) : undefined;
  if (!isText(sale.id, 64) || !isText(sale.billing_agreement_id, 64) || !isText(total, 16) || !AMOUNT.test(total) || !isText(currency, 3)) return undefined;
  if (!paidAt || Number.isNaN(paidAt.getTime())) return undefined;
  return { id, type, subscriptionId: sale.billing_agreement_id, sale: { id: sale.id, amount: total, currency, paidAt } };
}
