import { PRICE_GBP } from '@/lib/shared/constants';
import type { PaypalSimSubscriptionRow } from '@/models';
import { config } from '../config';

const money = (value: string) => ({ currency_code: 'GBP', value });

export function checkoutUrl(id: string): string {
  return `${config().appUrl}/paypal-sim/checkout/${id}`;
}

/**
 * A subscription as PayPal's REST API returns it (snake_case). billing_info always carries
 * outstanding_balance and failed_payments_count: the SDK rejects an answer without them.
 */
export function presentSimSubscription(row: PaypalSimSubscriptionRow) {
  const self = `${config().appUrl}/paypal-sim/v1/billing/subscriptions/${row.id}`;
  const pending = row.status === 'APPROVAL_PENDING';
  return {
    id: row.id,
    plan_id: row.planId,
    status: row.status,
    status_update_time: row.updatedAt.toISOString(),
    ...(row.statusChangeNote ? { status_change_note: row.statusChangeNote } : {}),
    ...(row.customId ? { custom_id: row.customId } : {}),
    quantity: '1',
    ...(row.startTime ? { start_time: row.startTime.toISOString() } : {}),
    subscriber: row.subscriberEmail ? { email_address: row.subscriberEmail } : undefined,
    ...(pending
      ? {}
      : {
          billing_info: {
            outstanding_balance: money('0.00'),
            failed_payments_count: row.failedPaymentsCount,
            cycle_executions: [
              { tenure_type: 'TRIAL', sequence: 1, cycles_completed: 1, cycles_remaining: 0, total_cycles: 1 },
              { tenure_type: 'REGULAR', sequence: 2, cycles_completed: row.regularCyclesCompleted, cycles_remaining: 0, current_pricing_scheme_version: 1, total_cycles: 0 },
            ],
            ...(row.nextBillingTime ? { next_billing_time: row.nextBillingTime.toISOString() } : {}),
            ...(row.lastFailedPaymentAt ? { last_failed_payment: { amount: money(PRICE_GBP), time: row.lastFailedPaymentAt.toISOString() } } : {}),
          },
        }),
    create_time: row.createdAt.toISOString(),
    update_time: row.updatedAt.toISOString(),
    links: [
      ...(pending ? [{ href: checkoutUrl(row.id), rel: 'approve', method: 'GET' }] : []),
      { href: self, rel: 'edit', method: 'PATCH' },
      { href: self, rel: 'self', method: 'GET' },
    ],
  };
}
