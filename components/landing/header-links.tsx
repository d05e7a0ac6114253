import Link from 'next/link';
import { MSG_SITE_HEADER } from '@/lib/shared/messages/site-header';

export const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-300';
export const quietLink = `inline-flex items-center justify-center gap-2 rounded-full px-4 py-2 text-sm font-medium text-white/90 transition hover:bg-white/10 hover:text-white ${focusRing}`;
export const solidLink = `inline-flex items-center justify-center gap-2 rounded-full bg-gold-400 px-5 py-2 text-sm font-semibold text-brand-950 shadow-sm transition hover:bg-gold-300 ${focusRing}`;

export interface HeaderActionsProps {
  stacked: boolean;
  onNavigate?: () => void;
}

export const actionsLayout = (stacked: boolean) => (stacked ? 'flex flex-col gap-2 *:w-full *:py-3 *:text-base' : 'flex items-center gap-2');

const VISITOR_LINKS = [
  { href: '/login', label: MSG_SITE_HEADER.login, className: quietLink },
  { href: '/signup', label: MSG_SITE_HEADER.getStarted, className: solidLink },
];

/** Log in and Get started: what the header offers anyone not signed in on this browser. */
export function VisitorActions({ stacked, onNavigate }: HeaderActionsProps) {
  return (
    <div className={actionsLayout(stacked)}>
      {VISITOR_LINKS.map(({ href, label, className }) => (
        <Link key={href} href={href} className={className} onClick={onNavigate}>
          {label}
        </Link>
      ))}
    </div>
  );
}
