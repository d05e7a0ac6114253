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

export interface WebhookEvent {
  id: string;
  type: string;
  /** Set for the events above: the PayPal subscription to re-read. */
  subscriptionId?: string;
}

const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length > 0 && value.length <= max;

/** The fields we act on, or undefined when the body is not a PayPal event at all. */
export function parseWebhookEvent(body: unknown): WebhookEvent | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const { id, event_type: type, resource } = body as Record<string, unknown>;
  if (!isText(id, 128) || !isText(type, 128)) return undefined;
  if (!(SUBSCRIPTION_EVENTS as readonly string[]).includes(type)) return { id, type };
  const subscriptionId = (resource as { id?: unknown } | null | undefined)?.id;
  if (!isText(subscriptionId, 64)) return undefined;
  return { id, type, subscriptionId };
}
