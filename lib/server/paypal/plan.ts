import { IntervalUnit, TenureType, type PlanRequest } from '@paypal/paypal-server-sdk';
import { APP_NAME, PRICE_GBP, TRIAL_DAYS } from '@/lib/shared/constants';
import { MSG_MEMBERSHIP } from '@/lib/shared/messages/membership';
import { config } from '../config';
import { AppError } from '../errors';
import { log } from '../logger';

/** The simulator's built-in plan, used when PAYPAL_PLAN_ID is unset in simulator mode. */
export const SIMULATOR_PLAN_ID = 'P-SIMULATOR-PREMIUM-MONTHLY';
export const PLAN_NAME = 'Premium Membership';

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

export function paypalPlanId(): string {
  const { mode, planId } = config().paypal;
  if (planId) return planId;
  if (mode === 'simulator') return SIMULATOR_PLAN_ID;
  log().error('[paypal] PAYPAL_PLAN_ID is not set; run `npm run paypal:setup` and set it.');
  throw new AppError('upstream_failed', MSG_MEMBERSHIP.paymentsNotConfigured);
}
