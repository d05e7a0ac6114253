'use client';
import { LogOut, Menu, Share2, type LucideIcon } from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useCallback, useState, type ReactNode } from 'react';
import { ShareDialog } from '@/components/share/share-dialog';
import { cn } from '@/components/ui/cn';
import { Dialog } from '@/components/ui/dialog';
import { useLogout } from '@/lib/client/use-logout';
import { shownCount } from '@/lib/shared/counts';
import { MSG_NOTICES } from '@/lib/shared/messages/notices';
import { MSG_NAV } from '@/lib/shared/messages/shell';
import { PageBanner } from './page-banner';

/** Something waiting behind a menu item: the number shown, and what it means said in words. */
export type NavNotice = { count: number; label: string };

export type NavItem = {
  href: string;
  label: string;
  icon: LucideIcon;
  /** Active only on this exact path. */
  exact?: boolean;
  notice?: NavNotice;
};

const itemClasses =
  'flex min-h-11 w-full items-center gap-3 rounded-xl px-3 text-sm font-medium transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

function isActive(pathname: string, { href, exact }: NavItem): boolean {
  return pathname === href || (!exact && pathname.startsWith(`${href}/`));
}

/** The number is for the eye; a screen reader hears the item's name, then what it counts. */
function NoticeBadge({ notice, className }: { notice: NavNotice; className?: string }) {
  return (
    <>
      <span aria-hidden="true" className={cn('inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1.5 text-xs leading-none font-semibold text-white tabular-nums', className)}>
        {shownCount(notice.count)}
      </span>
      <span className="sr-only">, {notice.label}</span>
    </>
  );
}

/**
 * The signed-in chrome: a banner across the top and the navigation beside the page on wide
 * screens; on phones the navigation moves into a drawer opened from the banner.
 */
export function SideNavigation({
  label,
  items,
  tabs,
  footer,
}: {
  label: string;
  items: NavItem[];
  /** On phones, the few places used most, in a bar along the bottom of the screen. */
  tabs?: NavItem[];
  /** Small print under Logout. */
  footer?: ReactNode;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  // On a phone the items sit in the closed drawer, so the menu button carries their sum.
  const waiting = items.reduce((sum, item) => sum + (item.notice?.count ?? 0), 0);
  const [shareOpen, setShareOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const closeShare = useCallback(() => setShareOpen(false), []);

  const openShare = () => {
    setMenuOpen(false);
    setShareOpen(true);
  };

  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {MSG_NAV.skipToContent}
      </a>
      <header className="sticky top-0 z-30 flex h-16 items-center justify-between gap-3 bg-brand-900 px-4 shadow-sm sm:px-6">
        <PageBanner />
        <button
          type="button"
          onClick={() => setMenuOpen(true)}
          aria-expanded={menuOpen}
          aria-label={waiting > 0 ? MSG_NOTICES.menuWithNotices(waiting) : MSG_NAV.openMenu}
          className="relative inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-gold-400 lg:hidden"
        >
          <Menu className="size-6" aria-hidden="true" />
          {waiting > 0 && (
            <span
              aria-hidden="true"
              className="absolute top-0.5 right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs leading-none font-semibold text-white tabular-nums ring-2 ring-brand-900"
            >
              {shownCount(waiting)}
            </span>
          )}
        </button>
      </header>
      <aside className="fixed top-16 bottom-0 left-0 hidden w-64 overflow-y-auto border-r border-stone-200 bg-white p-4 lg:block">
        <NavList label={label} items={items} onShare={openShare} footer={footer} />
      </aside>
      <Dialog open={menuOpen} onClose={closeMenu} title={MSG_NAV.menu} placement="left">
        <NavList label={label} items={items} onShare={openShare} onNavigate={closeMenu} footer={footer} />
      </Dialog>
      <ShareDialog open={shareOpen} onClose={closeShare} />
      {tabs && <TabBar items={tabs} />}
    </>
  );
}

/**
 * The phone's bottom bar: within the thumb's reach, each tab with its live number. It marks the
 * page so the toasts and the page's foot keep clear of it (app/globals.css, --tab-bar-space).
 */
function TabBar({ items }: { items: NavItem[] }) {
  const pathname = usePathname();
  return (
    <nav
      aria-label={MSG_NAV.tabBarLabel}
      data-tab-bar=""
      className="fixed inset-x-0 bottom-0 z-30 border-t border-stone-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
    >
      <ul className="mx-auto grid max-w-lg" style={{ gridTemplateColumns: `repeat(${items.length}, minmax(0, 1fr))` }}>
        {items.map((item) => {
          const active = isActive(pathname, item);
          const Icon = item.icon;
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'relative flex h-16 flex-col items-center justify-center gap-1 text-xs font-medium focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-brand-600',
                  active ? 'text-brand-800' : 'text-stone-600 hover:text-brand-800',
                )}
              >
                <span className={cn('relative inline-flex h-8 w-14 items-center justify-center rounded-full transition-colors', active && 'bg-brand-50')}>
                  <Icon className={cn('size-5', active ? 'text-brand-700' : 'text-stone-500')} aria-hidden="true" />
                </span>
                {item.label}
                {/* After the label, so a screen reader hears "Chats, 1 unread message"; drawn on the icon. */}
                {item.notice && <NoticeBadge notice={item.notice} className="absolute top-1.5 left-1/2 ml-1 ring-2 ring-white" />}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

type NavListProps = { label: string; items: NavItem[]; onShare(): void; onNavigate?(): void; footer?: ReactNode };

function NavList({ label, items, onShare, onNavigate, footer }: NavListProps) {
  const pathname = usePathname();
  const logout = useLogout();
  return (
    <nav aria-label={label} className="flex h-full flex-col gap-6">
      <ul className="space-y-1">
        {items.map((item) => {
          const active = isActive(pathname, item);
          const Icon = item.icon;
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                onClick={onNavigate}
                aria-current={active ? 'page' : undefined}
                className={cn(itemClasses, active ? 'bg-brand-50 text-brand-800' : 'text-stone-700 hover:bg-stone-100')}
              >
                <Icon className={cn('size-5', active ? 'text-brand-700' : 'text-stone-500')} aria-hidden="true" />
                {item.label}
                {item.notice && <NoticeBadge notice={item.notice} className="ml-auto" />}
              </Link>
            </li>
          );
        })}
      </ul>
      <ul className="mt-auto space-y-1 border-t border-stone-200 pt-4">
        <li>
          <button type="button" onClick={onShare} className={cn(itemClasses, 'text-stone-700 hover:bg-stone-100')}>
            <Share2 className="size-5 text-stone-500" aria-hidden="true" />
            {MSG_NAV.share}
          </button>
        </li>
        <li>
          <button type="button" onClick={logout} className={cn(itemClasses, 'text-stone-700 hover:bg-red-50 hover:text-red-700')}>
            <LogOut className="size-5 text-stone-500" aria-hidden="true" />
            {MSG_NAV.logout}
          </button>
        </li>
      </ul>
      {footer}
    </nav>
  );
}
