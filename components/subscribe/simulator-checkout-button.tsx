'use client';
import { FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { apiPost } from '@/lib/client/api';
import { errorMessage } from '@/lib/client/api-error';
import type { SubscribeResponse } from '@/lib/shared/membership';
import { MSG, MSG_MEMBERSHIP } from '@/lib/shared/messages';

/** Simulator mode: the server creates the subscription and the browser goes to the test approval page. */
export function SimulatorCheckoutButton() {
  const [busy, setBusy] = useState(false);

  async function subscribe() {
    setBusy(true);
    try {
      const { approvalUrl } = await apiPost<SubscribeResponse>('/auth/subscribe', { paymentProcessor: 'paypal' });
      if (!approvalUrl) throw new Error('no approval URL');
      toast.info(MSG_MEMBERSHIP.redirectingToPaypal);
      window.location.assign(approvalUrl);
    } catch (error) {
      toast.error(errorMessage(error, MSG.subscriptionFailed));
      setBusy(false);
    }
  }

  return (
    <div className="space-y-3">
      <p className="flex items-start gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
        <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          <strong>Test mode.</strong> PayPal is simulated on this server; no real payment is taken.
        </span>
      </p>
      <Button size="lg" className="w-full" loading={busy} onClick={subscribe}>
        {MSG_MEMBERSHIP.testModeButton}
      </Button>
    </div>
  );
}
