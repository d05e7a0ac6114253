import { PRICE_GBP } from '@/lib/shared/constants';
import type { SubscriptionRow } from '@/models';
import { grantsAccess } from './access';

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/** The membership panel's view: state, dates and the price, never PayPal internals. */
export function presentMembership(row: SubscriptionRow | undefined, isAdmin: boolean) {
  const stillBilling = row?.status === 'ACTIVE' || row?.status === 'APPROVED';
  return {
    hasActiveSubscription: isAdmin || grantsAccess(row),
    isAdmin,
    subscriptionId: row?.providerSubscriptionId ?? null,
    status: row?.status ?? null,
    trialEndsAt: iso(row?.trialEndsAt),
    currentPeriodEndsAt: iso(row?.currentPeriodEndsAt),
    nextPaymentAt: stillBilling ? iso(row?.currentPeriodEndsAt) : null,
    cancelledAt: iso(row?.cancelledAt),
    price: { amount: PRICE_GBP, currency: 'GBP', interval: 'month' as const },
  };
}

export type Membership = ReturnType<typeof presentMembership>;
