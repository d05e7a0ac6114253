import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ConfirmingScreen, ConfirmSubscription } from '@/components/subscribe/confirm-subscription';

export const metadata: Metadata = { title: 'Confirming your membership' };

/** useSearchParams needs a Suspense boundary; the fallback is the same calm waiting state. */
export default function SubscribeSuccessPage() {
  return (
    <Suspense fallback={<ConfirmingScreen />}>
      <ConfirmSubscription />
    </Suspense>
  );
}
