import type { Subscription } from '@paypal/paypal-server-sdk';
import { isConfirmable, localStateFrom, toLocalStatus } from '@/lib/server/subscriptions/paypal-state';

const balance = { currencyCode: 'GBP', value: '0.00' };
const trialCycles = (regularCompleted: number) => [
  { tenureType: 'TRIAL', sequence: 1, cyclesCompleted: 1 },
  { tenureType: 'REGULAR', sequence: 2, cyclesCompleted: regularCompleted },
];
const sub = (fields: Partial<Subscription> & { next?: string; regularCompleted?: number }): Subscription => {
  const { next, regularCompleted = 0, ...rest } = fields;
  return {
    id: 'I-1',
    billingInfo: { outstandingBalance: balance, failedPaymentsCount: 0, nextBillingTime: next, cycleExecutions: trialCycles(regularCompleted) as never },
    ...rest,
  } as Subscription;
};

describe('PayPal subscription → local fields', () => {
  it('keeps the known statuses and refuses unknown ones', () => {
    expect(toLocalStatus('ACTIVE')).toBe('ACTIVE');
    expect(toLocalStatus('APPROVAL_PENDING')).toBe('APPROVAL_PENDING');
    expect(toLocalStatus('WEIRD')).toBeUndefined();
    expect(toLocalStatus(undefined)).toBeUndefined();
    expect(localStateFrom({ status: 'WEIRD' as never }, undefined)).toBeUndefined();
  });

  it('reads the trial end and the period end from the next billing time during the trial', () => {
    const state = localStateFrom(sub({ status: 'ACTIVE' as never, next: '2026-12-21T10:00:00Z' }), undefined);
    expect(state).toEqual({
      status: 'ACTIVE',
      trialEndsAt: new Date('2026-12-21T10:00:00Z'),
      currentPeriodEndsAt: new Date('2026-12-21T10:00:00Z'),
    });
  });

  it('keeps the old trial end once a regular cycle has been paid', () => {
    const previous = { trialEndsAt: new Date('2026-12-21T10:00:00Z'), currentPeriodEndsAt: new Date('2026-12-21T10:00:00Z') };
    const state = localStateFrom(sub({ status: 'ACTIVE' as never, next: '2027-01-21T10:00:00Z', regularCompleted: 1 }), previous);
    expect(state?.trialEndsAt).toEqual(previous.trialEndsAt);
    expect(state?.currentPeriodEndsAt).toEqual(new Date('2027-01-21T10:00:00Z'));
  });

  it('keeps the last known period end when PayPal drops the next billing time (cancelled)', () => {
    const previous = { trialEndsAt: null, currentPeriodEndsAt: new Date('2026-12-21T10:00:00Z') };
    const state = localStateFrom({ status: 'CANCELLED' as never, billingInfo: { outstandingBalance: balance, failedPaymentsCount: 0 } }, previous);
    expect(state).toEqual({ status: 'CANCELLED', trialEndsAt: null, currentPeriodEndsAt: previous.currentPeriodEndsAt });
  });

  it('ignores a malformed next billing time', () => {
    const state = localStateFrom(sub({ status: 'SUSPENDED' as never, next: 'not a date' }), undefined);
    expect(state).toEqual({ status: 'SUSPENDED', trialEndsAt: null, currentPeriodEndsAt: null });
  });

  it('lets only approved or active subscriptions be confirmed', () => {
    expect(isConfirmable('APPROVED')).toBe(true);
    expect(isConfirmable('ACTIVE')).toBe(true);
    for (const status of ['APPROVAL_PENDING', 'SUSPENDED', 'CANCELLED', 'EXPIRED'] as const) expect(isConfirmable(status)).toBe(false);
  });
});
