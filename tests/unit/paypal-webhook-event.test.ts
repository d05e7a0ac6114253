import { parseWebhookEvent } from '@/lib/server/subscriptions/webhook-event';

describe('PayPal webhook event parsing', () => {
  it('reads the event id, type and subscription id of subscription events', () => {
    expect(parseWebhookEvent({ id: 'WH-1', event_type: 'BILLING.SUBSCRIPTION.CANCELLED', resource: { id: 'I-ABC', status: 'CANCELLED' } })).toEqual({
      id: 'WH-1',
      type: 'BILLING.SUBSCRIPTION.CANCELLED',
      subscriptionId: 'I-ABC',
    });
    expect(parseWebhookEvent({ id: 'WH-2', event_type: 'BILLING.SUBSCRIPTION.PAYMENT.FAILED', resource: { id: 'I-ABC' } })?.subscriptionId).toBe('I-ABC');
  });

  it('accepts other event types without a subscription to act on', () => {
    expect(parseWebhookEvent({ id: 'WH-3', event_type: 'PAYMENT.SALE.COMPLETED', resource: { billing_agreement_id: 'I-ABC' } })).toEqual({
      id: 'WH-3',
      type: 'PAYMENT.SALE.COMPLETED',
    });
  });

  it.each([
    ['null', null],
    ['an array', [{ id: 'WH-1' }]],
    ['a string', 'WH-1'],
    ['no id', { event_type: 'BILLING.SUBSCRIPTION.CANCELLED', resource: { id: 'I-1' } }],
    ['no event type', { id: 'WH-1', resource: { id: 'I-1' } }],
    ['a numeric id', { id: 5, event_type: 'BILLING.SUBSCRIPTION.CANCELLED', resource: { id: 'I-1' } }],
    ['a subscription event without resource', { id: 'WH-1', event_type: 'BILLING.SUBSCRIPTION.CANCELLED' }],
    ['a subscription event with an empty resource id', { id: 'WH-1', event_type: 'BILLING.SUBSCRIPTION.EXPIRED', resource: { id: '' } }],
    ['an overlong id', { id: 'x'.repeat(500), event_type: 'BILLING.SUBSCRIPTION.EXPIRED', resource: { id: 'I-1' } }],
  ])('refuses %s', (_label, body) => {
    expect(parseWebhookEvent(body)).toBeUndefined();
  });
});
