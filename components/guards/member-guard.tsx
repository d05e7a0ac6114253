'use client';
import { useRouter } from 'next/navigation';
import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { handleSubscriptionRequired } from '@/lib/client/api';
import { LoadingScreen } from './loading-screen';
import { useVerifiedSession } from './use-verified-session';

/** Members only: no session → /login; no active subscription (admins need none) → /subscribe. */
export function MemberGuard({ children }: { children: ReactNode }) {
  const router = useRouter();
  const { ready, user } = useVerifiedSession();
  const redirectTo = !ready ? null : !user ? '/login' : !user.isAdmin && !user.hasActiveSubscription ? '/subscribe' : null;

  useEffect(() => {
    handleSubscriptionRequired(() => router.push('/subscribe'));
    return () => handleSubscriptionRequired(() => {});
  }, [router]);

  useEffect(() => {
    if (redirectTo) router.replace(redirectTo);
  }, [redirectTo, router]);

  const open = ready && !redirectTo;
  // The member area's first render is the page's largest piece of work. Deferred, React renders it
  // in slices with the browser free in between, instead of in one long task the moment the session
  // check answers; closing it (a sign-out) is never deferred.
  const opened = useDeferredValue(open);
  if (!open || !opened) return <LoadingScreen />;
  return children;
}
