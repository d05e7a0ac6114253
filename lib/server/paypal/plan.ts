import { MSG_MEMBERSHIP } from '@/lib/shared/messages/membership';
import { config } from '../config';
import { AppError } from '../errors';
import { log } from '../logger';

/** The simulator's built-in plan, used when PAYPAL_PLAN_ID is unset in simulator mode. */
export const SIMULATOR_PLAN_ID = 'P-SIMULATOR-PREMIUM-MONTHLY';
export const PLAN_NAME = 'Premium Membership';

export function paypalPlanId(): string {
  const { mode, planId } = config().paypal;
  if (planId) return planId;
  if (mode === 'simulator') return SIMULATOR_PLAN_ID;
  log().error('[paypal] PAYPAL_PLAN_ID is not set; run `npm run paypal:setup` and set it.');
  throw new AppError('upstream_failed', MSG_MEMBERSHIP.paymentsNotConfigured);
}
