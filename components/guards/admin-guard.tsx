'use client';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { LoadingScreen } from './loading-screen';
import { useVerifiedSession } from './use-verified-session';

const SECURITY_PAGE = '/admin/security';

/** Admins only: anyone else goes to /login; an admin who must set up a second factor goes to its page. */
export function AdminGuard({ children }: { children: ReactNode }) {
  const router = useRouter();
  const pathname = usePathname();
  const { ready, user } = useVerifiedSession();
  const denied = ready && !user?.isAdmin;
  const needsMfa = ready && !denied && !!user && 'mfaSetupRequired' in user && user.mfaSetupRequired === true && pathname !== SECURITY_PAGE;

  useEffect(() => {
    if (denied) router.replace('/login');
    else if (needsMfa) router.replace(SECURITY_PAGE);
  }, [denied, needsMfa, router]);

  if (!ready || denied || needsMfa) return <LoadingScreen />;
  return children;
}
