import { grantsAccess } from '@/lib/server/subscriptions/access';

const now = new Date('2026-11-21T12:00:00Z');
const later = new Date('2026-12-01T00:00:00Z');
const earlier = new Date('2026-11-01T00:00:00Z');

describe('access status', () => {
  it('opens for approved and active subscriptions', () => {
    expect(grantsAccess({ status: 'ACTIVE', currentPeriodEndsAt: null }, now)).toBe(true);
    expect(grantsAccess({ status: 'APPROVED', currentPeriodEndsAt: null }, now)).toBe(true);
  });
  it('stays open after a cancellation until the period ends', () => {
    expect(grantsAccess({ status: 'CANCELLED', currentPeriodEndsAt: later }, now)).toBe(true);
    expect(grantsAccess({ status: 'CANCELLED', currentPeriodEndsAt: earlier }, now)).toBe(false);
    expect(grantsAccess({ status: 'CANCELLED', currentPeriodEndsAt: null }, now)).toBe(false);
  });
  it('closes for suspended past the period, expired, pending, or none', () => {
    expect(grantsAccess({ status: 'SUSPENDED', currentPeriodEndsAt: earlier }, now)).toBe(false);
    expect(grantsAccess({ status: 'EXPIRED', currentPeriodEndsAt: later }, now)).toBe(false);
    expect(grantsAccess({ status: 'APPROVAL_PENDING', currentPeriodEndsAt: later }, now)).toBe(false);
    expect(grantsAccess(undefined, now)).toBe(false);
  });
});
