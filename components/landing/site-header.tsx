'use client';
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { LayoutDashboard, LogOut, Menu, X } from 'lucide-react';
import { useAuthStore } from '@/lib/client/auth-store';
import { useLogout } from '@/lib/client/use-logout';
import { Logo } from '@/components/ui/logo';
import { APP_NAME } from '@/lib/shared/constants';
import { MSG_LANDING } from '@/lib/shared/messages/landing';

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-300';
const quietLink = `inline-flex items-center justify-center gap-2 rounded-full px-4 py-2 text-sm font-medium text-white/90 transition hover:bg-white/10 hover:text-white ${focusRing}`;
const solidLink = `inline-flex items-center justify-center gap-2 rounded-full bg-gold-400 px-5 py-2 text-sm font-semibold text-brand-950 shadow-sm transition hover:bg-gold-300 ${focusRing}`;

function HeaderActions({ stacked, onNavigate }: { stacked: boolean; onNavigate?: () => void }) {
  const user = useAuthStore((state) => state.user);
  const hasHydrated = useAuthStore((state) => state.hasHydrated);
  const logout = useLogout();
  const layout = stacked ? 'flex flex-col gap-2 *:w-full *:py-3 *:text-base' : 'flex items-center gap-2';

  // The server cannot know the stored session, so the logged-out links render until it has been read back.
  if (hasHydrated && user) {
    return (
      <div className={layout}>
        <Link href={user.isAdmin ? '/admin' : '/dashboard'} className={solidLink} onClick={onNavigate}>
          <LayoutDashboard className="size-4" aria-hidden="true" />
          {MSG_LANDING.dashboard}
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
          {MSG_LANDING.logout}
        </button>
      </div>
    );
  }
  return (
    <div className={layout}>
      <Link href="/login" className={quietLink} onClick={onNavigate}>
        {MSG_LANDING.login}
      </Link>
      <Link href="/signup" className={solidLink} onClick={onNavigate}>
        {MSG_LANDING.getStarted}
      </Link>
    </div>
  );
}

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 24);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  const solid = scrolled || menuOpen;

  return (
    <header
      className={`fixed inset-x-0 top-0 z-50 text-white transition-colors duration-300 ${
        solid ? 'bg-brand-950/90 shadow-lg shadow-black/10 backdrop-blur-md' : 'bg-transparent'
      }`}
    >
      <a
        href="#main-content"
        className="sr-only rounded-full bg-gold-400 px-4 py-2 font-semibold text-brand-950 focus:not-sr-only focus:absolute focus:top-3 focus:left-3 focus:z-10"
      >
        {MSG_LANDING.skipToContent}
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-5 sm:h-20 sm:px-6 lg:px-8">
        <Link href="/" aria-label={`${APP_NAME} home`} className={`rounded-lg ${focusRing}`}>
          <Logo tone="light" />
        </Link>
        <nav aria-label={MSG_LANDING.account} className="hidden md:block">
          <HeaderActions stacked={false} />
        </nav>
        <button
          ref={toggleRef}
          type="button"
          className={`inline-flex size-11 items-center justify-center rounded-full text-white transition hover:bg-white/10 md:hidden ${focusRing}`}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
        </button>
      </div>
      <nav
        id="mobile-menu"
        aria-label={MSG_LANDING.account}
        hidden={!menuOpen}
        className="border-t border-white/10 bg-brand-950 px-5 pt-4 pb-6 md:hidden"
      >
        <HeaderActions stacked onNavigate={() => setMenuOpen(false)} />
      </nav>
    </header>
  );
}
