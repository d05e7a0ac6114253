'use client';
import { Spinner } from '@/components/ui/spinner';
import { usePaypalConfig } from '@/lib/client/queries/subscriptions';
import { MSG_COMMON } from '@/lib/shared/messages/common';
import { MSG_MEMBERSHIP } from '@/lib/shared/messages/membership';
import { PaypalButtons } from './paypal-buttons';
import { SimulatorCheckoutButton } from './simulator-checkout-button';

/** The one processor offered (paypal): real buttons with credentials, the test-mode button without. */
export function PaymentOptions() {
  const { data: paypal, isError } = usePaypalConfig();

  if (isError) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
        {MSG_MEMBERSHIP.subscriptionFailed}
      </p>
    );
  }
  if (!paypal) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-stone-600">
        <Spinner className="size-4" /> {MSG_COMMON.loading}
      </p>
    );
  }
  if (paypal.mode === 'simulator' || !paypal.clientId) return <SimulatorCheckoutButton />;
  return <PaypalButtons clientId={paypal.clientId} />;
}
