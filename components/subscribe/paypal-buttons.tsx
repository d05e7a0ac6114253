'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/client/toast';
import { toastFailure } from '@/lib/client/failure-toast';
import { Spinner } from '@/components/ui/spinner';
import { useAuthStore } from '@/lib/client/auth-store';
import { useSubscribe, type SubscribeResponse } from '@/lib/client/queries/subscriptions';
import { MSG_MEMBERSHIP } from '@/lib/shared/messages/membership';

/** The part of the PayPal JS SDK this page uses. */
interface PaypalButtonsOptions {
  style?: Record<string, string>;
  createSubscription(): Promise<string>;
  onApprove(data: { subscriptionID?: string | null }): Promise<void>;
  onError(error: unknown): void;
}
interface PaypalNamespace {
  Buttons(options: PaypalButtonsOptions): { render(container: HTMLElement): Promise<void>; close(): Promise<void> };
}
declare global {
  interface Window {
    paypal?: PaypalNamespace;
  }
}

const SCRIPT_ID = 'paypal-js-sdk';

/** SPEC.md section 7: the wallet SDK with subscription intent, vault, buttons and card fields. */
function loadPaypalSdk(clientId: string): Promise<PaypalNamespace> {
  if (window.paypal) return Promise.resolve(window.paypal);
  return new Promise((resolve, reject) => {
    let script = document.getElementById(SCRIPT_ID) as HTMLScriptElement | null;
    if (!script) {
      script = document.createElement('script');
      script.id = SCRIPT_ID;
      const query = new URLSearchParams({ 'client-id': clientId, vault: 'true', intent: 'subscription', components: 'buttons,card-fields', currency: 'GBP' });
      script.src = `https://www.paypal.com/sdk/js?${query.toString().replace(/%2C/g, ',')}`;
      script.async = true;
      document.head.appendChild(script);
    }
    script.addEventListener('load', () => (window.paypal ? resolve(window.paypal) : reject(new Error('PayPal SDK missing'))));
    script.addEventListener('error', () => reject(new Error('PayPal SDK failed to load')));
  });
}

/** Sandbox and live: PayPal's own buttons; our server creates the subscription and verifies the approval. */
export function PaypalButtons({ clientId }: { clientId: string }) {
  const router = useRouter();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  // The SDK keeps the callbacks it was given; they reach the mutation through this stable function.
  const { mutateAsync: subscribe } = useSubscribe();

  useEffect(() => {
    let closed = false;
    let buttons: ReturnType<PaypalNamespace['Buttons']> | undefined;
    loadPaypalSdk(clientId)
      .then((paypal) => {
        if (closed || !container.current) return;
        buttons = paypal.Buttons({
          style: { shape: 'pill', color: 'gold', layout: 'vertical', label: 'subscribe' },
          async createSubscription() {
            let response: SubscribeResponse;
            try {
              response = await subscribe({ paymentProcessor: 'paypal' });
            } catch (error) {
              toastFailure(error, MSG_MEMBERSHIP.paypalInitFailed);
              throw error;
            }
            if (!response.subscriptionId) {
              toast.error(MSG_MEMBERSHIP.paypalNoId);
              throw new Error(MSG_MEMBERSHIP.paypalNoId);
            }
            return response.subscriptionId;
          },
          async onApprove(data) {
            if (!data.subscriptionID) {
              toast.error(MSG_MEMBERSHIP.paypalIdMissing);
              return;
            }
            try {
              const response = await subscribe({ paymentProcessor: 'paypal', paypalSubscriptionId: data.subscriptionID });
              if (response.approvalUrl) {
                window.location.assign(response.approvalUrl);
                return;
              }
              useAuthStore.getState().markSubscribed();
              toast.success(MSG_MEMBERSHIP.subscribedViaPaypal);
              router.replace('/dashboard');
            } catch (error) {
              toastFailure(error, MSG_MEMBERSHIP.subscriptionFailed);
            }
          },
          onError() {
            toast.error(MSG_MEMBERSHIP.paypalFailed);
          },
        });
        return buttons.render(container.current).then(() => !closed && setState('ready'));
      })
      .catch(() => {
        if (!closed) setState('failed');
      });
    return () => {
      closed = true;
      void buttons?.close().catch(() => undefined);
    };
  }, [clientId, router, subscribe]);

  return (
    <div>
      {state === 'loading' && (
        <p role="status" className="flex items-center gap-2 text-sm text-stone-600">
          <Spinner className="size-4" /> {MSG_MEMBERSHIP.loadingPaypal}
        </p>
      )}
      {state === 'failed' && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
          {MSG_MEMBERSHIP.paypalFailed}
        </p>
      )}
      <div ref={container} className="min-h-12" />
    </div>
  );
}
