'use client';
import { useRouter } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { LoadingScreen } from './loading-screen';
import { useVerifiedSession } from './use-verified-session';

/** Admins only: anyone else goes to /login. */
export function AdminGuard({ children }: { children: ReactNode }) {
  const router = useRouter();
  const { ready, user } = useVerifiedSession();
  const denied = ready && !user?.isAdmin;

  useEffect(() => {
    if (denied) router.replace('/login');
  }, [denied, router]);

  if (!ready || denied) return <LoadingScreen />;
  return children;
}
