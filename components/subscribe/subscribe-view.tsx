'use client';
import { ArrowLeft, LogOut, ShieldCheck } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { toast } from '@/lib/client/toast';
import { LoadingScreen } from '@/components/guards/loading-screen';
import { useVerifiedSession } from '@/components/guards/use-verified-session';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Logo } from '@/components/ui/logo';
import { useLogout } from '@/lib/client/use-logout';
import { APP_NAME, PRICE_LABEL, TRIAL_DAYS } from '@/lib/shared/constants';
import { MSG_MEMBERSHIP } from '@/lib/shared/messages/membership';
import { PaymentOptions } from './payment-options';
import { PlanSummary } from './plan-summary';

/** /subscribe: needs a login; members who already have access go straight to the dashboard. */
export function SubscribeView() {
  const router = useRouter();
  const { ready, user } = useVerifiedSession();
  const redirectTo = !ready ? null : !user ? '/login' : user.isAdmin ? '/admin' : user.hasActiveSubscription ? '/dashboard' : null;
  const toasted = useRef(false);
  const logout = useLogout();

  useEffect(() => {
    if (!redirectTo) return;
    if (redirectTo === '/login' && !toasted.current) {
      toasted.current = true;
      toast.error(MSG_MEMBERSHIP.loginToSubscribe);
    }
    router.replace(redirectTo);
  }, [redirectTo, router]);

  if (!ready || redirectTo) return <LoadingScreen />;

  return (
    <div className="min-h-dvh bg-gradient-to-b from-brand-50 via-stone-50 to-stone-50">
      <header className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-4 px-4 py-5 sm:px-6">
        <Link href="/" aria-label={`${APP_NAME} home`} className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600">
          <Logo />
        </Link>
        <div className="flex gap-2">
          <Link href="/" className={buttonClasses({ variant: 'secondary' })}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            {MSG_MEMBERSHIP.backToHome}
          </Link>
          <Button
            variant="ghost"
            onClick={() => {
              // Logging out says so itself; "Please log in to subscribe" would contradict it.
              toasted.current = true;
              logout();
            }}
          >
            <LogOut className="size-4" aria-hidden="true" />
            {MSG_MEMBERSHIP.logout}
          </Button>
        </div>
      </header>
      <main className="mx-auto max-w-5xl px-4 pb-16 sm:px-6">
        <h1 className="font-serif text-3xl text-brand-900 sm:text-4xl">{MSG_MEMBERSHIP.startYourMembership}</h1>
        <p className="mt-2 max-w-prose text-stone-600">
          {user?.firstName ? MSG_MEMBERSHIP.greeting(user.firstName) : ''}
          {MSG_MEMBERSHIP.subscribeIntro(TRIAL_DAYS, PRICE_LABEL)}
        </p>
        <div className="mt-8 grid gap-6 lg:grid-cols-2 lg:items-start">
          <PlanSummary />
          <Card>
            <h2 className="font-serif text-xl text-brand-900">{MSG_MEMBERSHIP.payWithPaypal}</h2>
            <p className="mt-2 text-sm text-stone-600">
              {MSG_MEMBERSHIP.chargeTerms(TRIAL_DAYS, PRICE_LABEL)}
            </p>
            <div className="mt-6">
              <PaymentOptions />
            </div>
            <p className="mt-6 flex items-center gap-2 text-xs text-stone-500">
              <ShieldCheck className="size-4 text-brand-700" aria-hidden="true" />
              {MSG_MEMBERSHIP.paymentDetailsPrivate}
            </p>
          </Card>
        </div>
      </main>
    </div>
  );
}
