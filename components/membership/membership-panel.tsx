'use client';
import { CalendarClock, Gem } from 'lucide-react';
import Link from 'next/link';
import { useCallback, useState } from 'react';
import { toast } from '@/lib/client/toast';
import { toastFailure } from '@/lib/client/failure-toast';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useCancelMembership, useMembership, type Membership } from '@/lib/client/queries/membership';
import { PRICE_LABEL } from '@/lib/shared/constants';
import { formatLongDate } from '@/lib/shared/dates';
import { MSG_MEMBERSHIP } from '@/lib/shared/messages/membership';

const formatDate = (iso: string | null) => (iso ? formatLongDate(iso) : null);

function statusLabel(m: Membership): string {
  if (m.isAdmin) return MSG_MEMBERSHIP.stateAdmin;
  if (m.status === 'CANCELLED') return m.hasActiveSubscription ? MSG_MEMBERSHIP.stateCancelledWithAccess : MSG_MEMBERSHIP.stateCancelled;
  if (m.status === 'SUSPENDED') return MSG_MEMBERSHIP.stateSuspended;
  if (m.status === 'EXPIRED') return MSG_MEMBERSHIP.stateExpired;
  if (m.status === 'ACTIVE' || m.status === 'APPROVED') {
    const inTrial = m.trialEndsAt !== null && new Date(m.trialEndsAt).getTime() > Date.now();
    return inTrial ? MSG_MEMBERSHIP.stateTrial : MSG_MEMBERSHIP.stateActive;
  }
  return MSG_MEMBERSHIP.stateNone;
}

function Row({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 border-b border-stone-200 py-3 last:border-b-0">
      <dt className="text-stone-600">{label}</dt>
      <dd className="font-semibold text-stone-900">{value}</dd>
    </div>
  );
}

/** The member's own membership: state, trial end, next payment, and "cancel anytime". */
export function MembershipPanel() {
  const query = useMembership();
  const cancelMembership = useCancelMembership();
  const [confirming, setConfirming] = useState(false);
  const membership = query.data ?? (query.isError ? 'failed' : undefined);
  const cancelling = cancelMembership.isPending;

  const closeDialog = useCallback(() => setConfirming(false), []);

  function cancel() {
    cancelMembership.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(MSG_MEMBERSHIP.cancelled);
      },
      onError: (error) => toastFailure(error, MSG_MEMBERSHIP.cancelFailed),
    });
  }

  return (
    <Card className="mt-6" aria-labelledby="membership-heading">
      <h2 id="membership-heading" className="flex items-center gap-2 font-serif text-xl text-brand-900">
        <Gem className="size-5 text-gold-500" aria-hidden="true" />
        {MSG_MEMBERSHIP.membership}
      </h2>
      {!membership && (
        <p role="status" className="mt-4 flex items-center gap-2 text-sm text-stone-600">
          <Spinner className="size-4" /> {MSG_MEMBERSHIP.loadingMembership}
        </p>
      )}
      {membership === 'failed' && (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {MSG_MEMBERSHIP.loadFailed}
        </p>
      )}
      {membership && membership !== 'failed' && (
        <>
          <dl className="mt-4 text-sm">
            <Row label={MSG_MEMBERSHIP.status} value={statusLabel(membership)} />
            {!membership.isAdmin && <Row label={MSG_MEMBERSHIP.price} value={MSG_MEMBERSHIP.pricePerMonth(PRICE_LABEL)} />}
            {membership.status !== 'CANCELLED' && <Row label={MSG_MEMBERSHIP.freeTrialEnds} value={formatDate(membership.trialEndsAt)} />}
            <Row label={MSG_MEMBERSHIP.nextPayment} value={formatDate(membership.nextPaymentAt)} />
            <Row label={MSG_MEMBERSHIP.cancelledOn} value={formatDate(membership.cancelledAt)} />
            {membership.status === 'CANCELLED' && (
              <Row label={membership.hasActiveSubscription ? MSG_MEMBERSHIP.accessUntil : MSG_MEMBERSHIP.accessEnded} value={formatDate(membership.currentPeriodEndsAt)} />
            )}
          </dl>
          {membership.status === 'CANCELLED' && membership.hasActiveSubscription && (
            <p className="mt-4 flex items-start gap-2 rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
              <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {MSG_MEMBERSHIP.noMoreCharges(formatDate(membership.currentPeriodEndsAt) ?? '')}
            </p>
          )}
          {(membership.status === 'ACTIVE' || membership.status === 'APPROVED' || membership.status === 'SUSPENDED') && !membership.isAdmin && (
            <Button variant="secondary" className="mt-5" onClick={() => setConfirming(true)}>
              {MSG_MEMBERSHIP.cancelMembership}
            </Button>
          )}
          {!membership.hasActiveSubscription && !membership.isAdmin && (
            <Link href="/subscribe" className={buttonClasses({ className: 'mt-5' })}>
              {MSG_MEMBERSHIP.subscribeAgain}
            </Link>
          )}
        </>
      )}
      <Dialog open={confirming} onClose={closeDialog} title={`${MSG_MEMBERSHIP.cancelMembership}?`} description={MSG_MEMBERSHIP.cancelConfirm}>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={closeDialog} disabled={cancelling}>
            {MSG_MEMBERSHIP.keepMembership}
          </Button>
          <Button variant="danger" loading={cancelling} onClick={cancel}>
            {MSG_MEMBERSHIP.yesCancel}
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}
