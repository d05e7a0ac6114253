import type { Subscription } from '@paypal/paypal-server-sdk';
import { SUBSCRIPTION_STATUSES, type SubscriptionRow, type SubscriptionStatus } from '@/models';

export type LocalSubscriptionState = Pick<SubscriptionRow, 'status' | 'trialEndsAt' | 'currentPeriodEndsAt'>;
type Previous = Pick<SubscriptionRow, 'trialEndsAt' | 'currentPeriodEndsAt'> | undefined;

export function toLocalStatus(status: string | undefined): SubscriptionStatus | undefined {
  return SUBSCRIPTION_STATUSES.find((known) => known === status);
}

function toDate(value: string | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * What we keep of PayPal's view of a subscription. The next billing time is where the paid (or
 * trial) period ends; PayPal drops it once a subscription is cancelled, so the last one we saw
 * stays. The trial ends at the first regular charge, as long as no regular cycle has run yet.
 */
export function localStateFrom(subscription: Subscription, previous: Previous): LocalSubscriptionState | undefined {
  const status = toLocalStatus(subscription.status);
  if (!status) return undefined;
  const nextBilling = toDate(subscription.billingInfo?.nextBillingTime);
  const cycles = subscription.billingInfo?.cycleExecutions ?? [];
  const inTrial =
    cycles.some((cycle) => cycle.tenureType === 'TRIAL') &&
    cycles.filter((cycle) => cycle.tenureType === 'REGULAR').every((cycle) => cycle.cyclesCompleted === 0);
  return {
    status,
    currentPeriodEndsAt: nextBilling ?? previous?.currentPeriodEndsAt ?? null,
    trialEndsAt: inTrial && nextBilling ? nextBilling : (previous?.trialEndsAt ?? null),
  };
}

/** Only an approved or running subscription may open access when a member confirms it. */
export function isConfirmable(status: SubscriptionStatus): boolean {
  return status === 'APPROVED' || status === 'ACTIVE';
}
