'use client';
import { useRouter } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
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

  if (!ready || redirectTo) return <LoadingScreen />;
  return children;
}
