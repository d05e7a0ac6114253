'use client';
import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { toast } from '@/lib/client/toast';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/client/api-error';
import { useAuthStore } from '@/lib/client/auth-store';
import { useConfirmPaypalSubscription } from '@/lib/client/queries/subscriptions';
import { MSG_MEMBERSHIP } from '@/lib/shared/messages/membership';

export function ConfirmingScreen() {
  return (
    <div role="status" className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-stone-50 px-4 text-center text-stone-700">
      <Spinner className="size-8 text-brand-700" />
      <p className="font-serif text-xl text-brand-900">{MSG_MEMBERSHIP.confirming}</p>
    </div>
  );
}

/** /subscribe/success: hands PayPal's approval back to the server, which checks it with PayPal. */
export function ConfirmSubscription() {
  const router = useRouter();
  const params = useSearchParams();
  const hasHydrated = useAuthStore((s) => s.hasHydrated);
  const started = useRef(false);
  const { mutate: confirm } = useConfirmPaypalSubscription();

  useEffect(() => {
    if (!hasHydrated || started.current) return;
    started.current = true;
    const store = useAuthStore.getState();
    if (!store.token) {
      toast.error(MSG_MEMBERSHIP.loginToSubscribe);
      router.replace('/login');
      return;
    }
    const subscriptionId = params.get('subscription_id');
    if (!subscriptionId) {
      toast.error(MSG_MEMBERSHIP.paypalMissingDetails);
      router.replace('/subscribe');
      return;
    }
    const body = { subscriptionId, baToken: params.get('ba_token') ?? undefined, token: params.get('token') ?? undefined };
    confirm(body, {
      onSuccess: (me) => {
        useAuthStore.getState().markSubscribed();
        if (me) useAuthStore.getState().setSession(me);
        toast.success(MSG_MEMBERSHIP.subscriptionActivated);
        router.replace('/dashboard');
      },
      onError: (error) => {
        const rejected = error instanceof ApiError && error.status >= 400 && error.status < 500;
        toast.error(rejected ? MSG_MEMBERSHIP.subscriptionVerifyFailed : MSG_MEMBERSHIP.subscriptionVerifyError);
        router.replace('/subscribe');
      },
    });
  }, [hasHydrated, params, router, confirm]);

  return <ConfirmingScreen />;
}
