'use client';
import { useRouter } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { useAuthStore } from '@/lib/client/auth-store';
import { MSG } from '@/lib/shared/messages';

/** The admin dashboard's own check, behind the admin guard: a non-admin sees why and goes home. */
export function AdminDashboardGate({ children }: { children: ReactNode }) {
  const router = useRouter();
  const hasHydrated = useAuthStore((s) => s.hasHydrated);
  const isAdmin = useAuthStore((s) => s.user?.isAdmin === true);
  const denied = hasHydrated && !isAdmin;

  useEffect(() => {
    if (denied) router.replace('/');
  }, [denied, router]);

  if (!hasHydrated) return null;
  if (denied) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
        {MSG.accessDenied}
      </p>
    );
  }
  return children;
}
