'use client';
import Link from 'next/link';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Menu, X } from 'lucide-react';
import { Logo } from '@/components/ui/logo';
import { useLocalStorageItem } from '@/lib/client/browser-state';
import { APP_NAME, AUTH_STORAGE_KEY } from '@/lib/shared/constants';
import { MSG_SITE_HEADER } from '@/lib/shared/messages/site-header';
import { focusRing, VisitorActions, type HeaderActionsProps } from './header-links';

const MemberHeaderActions = lazy(() => import('./member-header-actions').then((module) => ({ default: module.MemberHeaderActions })));

/**
 * Most visitors have never signed in on this browser: only one holding a stored session loads the
 * session store and logout, which read it properly (it may have ended).
 */
function HeaderActions(props: HeaderActionsProps) {
  const storedSession = useLocalStorageItem(AUTH_STORAGE_KEY);
  const visitor = <VisitorActions {...props} />;
  if (storedSession === null) return visitor;
  return (
    <Suspense fallback={visitor}>
      <MemberHeaderActions {...props} />
    </Suspense>
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
        {MSG_SITE_HEADER.skipToContent}
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-5 sm:h-20 sm:px-6 lg:px-8">
        <Link href="/" aria-label={`${APP_NAME} home`} className={`rounded-lg ${focusRing}`}>
          <Logo tone="light" />
        </Link>
        <nav aria-label={MSG_SITE_HEADER.account} className="hidden md:block">
          <HeaderActions stacked={false} />
        </nav>
        <button
          ref={toggleRef}
          type="button"
          className={`inline-flex size-11 items-center justify-center rounded-full text-white transition hover:bg-white/10 md:hidden ${focusRing}`}
          aria-label={menuOpen ? MSG_SITE_HEADER.closeMenu : MSG_SITE_HEADER.openMenu}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
        </button>
      </div>
      <nav
        id="mobile-menu"
        aria-label={MSG_SITE_HEADER.account}
        hidden={!menuOpen}
        className="border-t border-white/10 bg-brand-950 px-5 pt-4 pb-6 md:hidden"
      >
        <HeaderActions stacked onNavigate={() => setMenuOpen(false)} />
      </nav>
    </header>
  );
}
