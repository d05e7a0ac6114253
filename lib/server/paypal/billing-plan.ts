// Only `npm run paypal:setup` needs these, and with them the SDK's enums: the server does not load
// the SDK until its first PayPal call (client.ts).
import { IntervalUnit, TenureType, type PlanRequest } from '@paypal/paypal-server-sdk';
import { APP_NAME, PRICE_GBP, TRIAL_DAYS } from '@/lib/shared/constants';
import { PLAN_NAME } from './plan';

export const CATALOG_PRODUCT = {
  name: `${APP_NAME} ${PLAN_NAME}`,
  type: 'SERVICE',
  category: 'SOFTWARE',
  description: 'Unlimited messaging and requests, photo sharing with consent, advanced matching, a safe and moderated environment.',
} as const;

/** One plan: a free trial cycle, then a regular monthly cycle that runs until cancelled. */
export function planRequest(productId: string): PlanRequest {
  return {
    productId,
    name: PLAN_NAME,
    description: `${TRIAL_DAYS}-day free trial, then £${PRICE_GBP} a month. Cancel anytime.`,
    billingCycles: [
      { tenureType: TenureType.Trial, sequence: 1, totalCycles: 1, frequency: { intervalUnit: IntervalUnit.Day, intervalCount: TRIAL_DAYS } },
      {
        tenureType: TenureType.Regular,
        sequence: 2,
        totalCycles: 0,
        frequency: { intervalUnit: IntervalUnit.Month, intervalCount: 1 },
        pricingScheme: { fixedPrice: { currencyCode: 'GBP', value: PRICE_GBP } },
      },
    ],
    paymentPreferences: { autoBillOutstanding: true, paymentFailureThreshold: 3 },
  };
}
