'use client';
import { Images, LayoutDashboard, ListChecks, MessageCircle, Search, Settings, UserRound } from 'lucide-react';
import Link from 'next/link';
import { PUBLIC_PAGE_LINKS } from '@/components/public/public-links';
import { MSG_DISCOVERY_UI } from '@/lib/shared/messages/discovery';
import { MSG_PUBLIC_PAGES } from '@/lib/shared/messages/pages';
import { MSG_NAV, MSG_SETTINGS } from '@/lib/shared/messages/shell';
import { SideNavigation } from './side-navigation';
import { usePhotoRequestsNotice, useUnreadChatsNotice } from './use-nav-notices';

/**
 * The public pages in small print at the foot of the navigation. Not prefetched: members rarely
 * open them, and prefetching them cost every member page eight requests while it loads.
 */
function PublicPagesFooter() {
  return (
    <ul aria-label={MSG_PUBLIC_PAGES.memberFooterLabel} className="flex flex-wrap gap-x-3 gap-y-1 px-3 pb-2 text-xs text-stone-600">
      {PUBLIC_PAGE_LINKS.map(({ href, label }) => (
        <li key={href}>
          <Link href={href} prefetch={false} className="rounded underline-offset-2 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function MemberSidebar() {
  const unreadChats = useUnreadChatsNotice();
  const photoRequests = usePhotoRequestsNotice();
  return (
    <SideNavigation
      label={MSG_NAV.member}
      items={[
        { href: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
        { href: '/chats', label: 'Chats', icon: MessageCircle, notice: unreadChats },
        { href: '/profile', label: 'Profile', icon: UserRound },
        { href: '/questions', label: MSG_DISCOVERY_UI.navQuestions, icon: ListChecks },
        { href: '/photos', label: 'Photos', icon: Images, notice: photoRequests },
        { href: '/settings', label: MSG_SETTINGS.title, icon: Settings },
      ]}
      tabs={[
        { href: '/dashboard', label: MSG_NAV.tabMatches, icon: Search },
        { href: '/chats', label: 'Chats', icon: MessageCircle, notice: unreadChats },
        { href: '/photos', label: 'Photos', icon: Images, notice: photoRequests },
        { href: '/profile', label: 'Profile', icon: UserRound },
      ]}
      footer={<PublicPagesFooter />}
    />
  );
}
