'use client';
import { useEffect, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { apiGet } from '@/lib/client/api';
import type { PaypalPublicConfig } from '@/lib/shared/membership';
import { MSG } from '@/lib/shared/messages';
import { PaypalButtons } from './paypal-buttons';
import { SimulatorCheckoutButton } from './simulator-checkout-button';

/** The one processor offered (paypal): real buttons with credentials, the test-mode button without. */
export function PaymentOptions() {
  const [paypal, setPaypal] = useState<PaypalPublicConfig | 'failed'>();

  useEffect(() => {
    apiGet<PaypalPublicConfig>('/paypal/config').then(setPaypal, () => setPaypal('failed'));
  }, []);

  if (!paypal) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-stone-600">
        <Spinner className="size-4" /> {MSG.loading}
      </p>
    );
  }
  if (paypal === 'failed') {
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
        {MSG.subscriptionFailed}
      </p>
    );
  }
  if (paypal.mode === 'simulator' || !paypal.clientId) return <SimulatorCheckoutButton />;
  return <PaypalButtons clientId={paypal.clientId} />;
}
