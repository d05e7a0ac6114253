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
    expect(parseWebhookEvent({ id: 'WH-3', event_type: 'CUSTOMER.DISPUTE.CREATED', resource: { billing_agreement_id: 'I-ABC' } })).toEqual({
      id: 'WH-3',
      type: 'CUSTOMER.DISPUTE.CREATED',
    });
    // A sale that is not a subscription's payment is acknowledged and ignored.
    expect(parseWebhookEvent({ id: 'WH-4', event_type: 'PAYMENT.SALE.COMPLETED', resource: { id: 'S-1', amount: { total: '5.00', currency: 'GBP' } } })).toEqual({
      id: 'WH-4',
      type: 'PAYMENT.SALE.COMPLETED',
    });
  });

  it('reads a subscription payment: the sale id, amount, currency and time, and the subscription to re-read', () => {
    const sale = { id: 'SALE-1', billing_agreement_id: 'I-ABC', amount: { total: '14.99', currency: 'GBP' }, create_time: '2026-11-27T10:00:00Z', state: 'completed' };
    expect(parseWebhookEvent({ id: 'WH-5', event_type: 'PAYMENT.SALE.COMPLETED', resource: sale })).toEqual({
      id: 'WH-5',
      type: 'PAYMENT.SALE.COMPLETED',
      subscriptionId: 'I-ABC',
      sale: { id: 'SALE-1', amount: '14.99', currency: 'GBP', paidAt: new Date('2026-11-27T10:00:00Z') },
    });
    for (const broken of [{ ...sale, id: '' }, { ...sale, amount: { total: 'lots', currency: 'GBP' } }, { ...sale, amount: null }, { ...sale, create_time: 'yesterday' }, { ...sale, billing_agreement_id: 7 }]) {
      expect(parseWebhookEvent({ id: 'WH-6', event_type: 'PAYMENT.SALE.COMPLETED', resource: broken })).toBeUndefined();
    }
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
