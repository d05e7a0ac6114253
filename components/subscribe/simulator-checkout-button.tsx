'use client';
import { FlaskConical } from 'lucide-react';
import { toast } from '@/lib/client/toast';
import { toastFailure } from '@/lib/client/failure-toast';
import { Button } from '@/components/ui/button';
import { useSubscribe } from '@/lib/client/queries/subscriptions';
import { MSG_MEMBERSHIP } from '@/lib/shared/messages/membership';

/** Simulator mode: the server creates the subscription and the browser goes to the test approval page. */
export function SimulatorCheckoutButton() {
  const subscribe = useSubscribe();

  function start() {
    subscribe.mutate(
      { paymentProcessor: 'paypal' },
      {
        onSuccess: ({ approvalUrl }) => {
          if (!approvalUrl) return void toast.error(MSG_MEMBERSHIP.subscriptionFailed);
          toast.info(MSG_MEMBERSHIP.redirectingToPaypal);
          window.location.assign(approvalUrl);
        },
        onError: (error) => toastFailure(error, MSG_MEMBERSHIP.subscriptionFailed),
      },
    );
  }
  // Busy from the click until PayPal's page replaces this one.
  const busy = subscribe.isPending || (subscribe.isSuccess && !!subscribe.data.approvalUrl);

  return (
    <div className="space-y-3">
      <p className="flex items-start gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
        <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          <strong>{MSG_MEMBERSHIP.testMode}</strong> {MSG_MEMBERSHIP.simulatorNote}
        </span>
      </p>
      <Button size="lg" className="w-full" loading={busy} onClick={start}>
        {MSG_MEMBERSHIP.testModeButton}
      </Button>
    </div>
  );
}
