'use client';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { toast } from '@/lib/client/toast';
import { MSG_ADMIN } from '@/lib/shared/messages/admin';
import { LoadingScreen } from './loading-screen';
import { useVerifiedSession } from './use-verified-session';

const SECURITY_PAGE = '/admin/security';
// One toast however often the effect runs (a re-render, React's development double run).
const ACCESS_DENIED_TOAST = 'access-denied';

/**
 * Admins only. A visitor goes to /login; a signed-in member is told "Access denied" and sent
 * home (SPEC.md, admin guard), never through /login, which would greet her as if she had just
 * logged in. An admin who must set up a second factor goes to its page.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const router = useRouter();
  const pathname = usePathname();
  const { ready, user } = useVerifiedSession();
  const anonymous = ready && !user;
  const notAdmin = ready && !!user && !user.isAdmin;
  const needsMfa = ready && !!user?.isAdmin && 'mfaSetupRequired' in user && user.mfaSetupRequired === true && pathname !== SECURITY_PAGE;

  useEffect(() => {
    if (anonymous) router.replace('/login');
    else if (notAdmin) {
      toast.error(MSG_ADMIN.accessDenied, { id: ACCESS_DENIED_TOAST });
      router.replace('/');
    } else if (needsMfa) router.replace(SECURITY_PAGE);
  }, [anonymous, notAdmin, needsMfa, router]);

  if (notAdmin) {
    return (
      <main className="flex min-h-dvh items-center justify-center p-6">
        <p className="rounded-xl bg-red-50 p-4 text-red-800">{MSG_ADMIN.accessDenied}</p>
      </main>
    );
  }
  if (!ready || anonymous || needsMfa) return <LoadingScreen />;
  return children;
}
