'use client';
import Link from 'next/link';
import { LayoutDashboard, LogOut } from 'lucide-react';
import { useAuthStore } from '@/lib/client/auth-store';
import { useLogout } from '@/lib/client/use-logout';
import { MSG_SITE_HEADER } from '@/lib/shared/messages/site-header';
import { actionsLayout, quietLink, solidLink, VisitorActions, type HeaderActionsProps } from './header-links';

/** Dashboard and Log out for a signed-in member; the visitor's links once she has signed out. */
export function MemberHeaderActions({ stacked, onNavigate }: HeaderActionsProps) {
  const user = useAuthStore((state) => state.user);
  const hasHydrated = useAuthStore((state) => state.hasHydrated);
  const logout = useLogout();

  // The server cannot know the stored session, so the logged-out links render until it has been read back.
  if (!hasHydrated || !user) return <VisitorActions stacked={stacked} onNavigate={onNavigate} />;
  return (
    <div className={actionsLayout(stacked)}>
      <Link href={user.isAdmin ? '/admin' : '/dashboard'} className={solidLink} onClick={onNavigate}>
        <LayoutDashboard className="size-4" aria-hidden="true" />
        {MSG_SITE_HEADER.dashboard}
      </Link>
      <button
        type="button"
        className={quietLink}
        onClick={() => {
          onNavigate?.();
          logout();
        }}
      >
        <LogOut className="size-4" aria-hidden="true" />
        {MSG_SITE_HEADER.logout}
      </button>
    </div>
  );
}
