import { MSG_PUBLIC_PAGES } from '@/lib/shared/messages/pages';

/** The public pages, in the order every footer lists them. */
export const PUBLIC_PAGE_LINKS = [
  { href: '/terms', label: MSG_PUBLIC_PAGES.terms },
  { href: '/privacy', label: MSG_PUBLIC_PAGES.privacy },
  { href: '/safety', label: MSG_PUBLIC_PAGES.safety },
  { href: '/contact', label: MSG_PUBLIC_PAGES.contact },
] as const;
