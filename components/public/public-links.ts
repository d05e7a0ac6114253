import { MSG_PAGES } from '@/lib/shared/messages';

/** The public pages, in the order every footer lists them. */
export const PUBLIC_PAGE_LINKS = [
  { href: '/terms', label: MSG_PAGES.terms },
  { href: '/privacy', label: MSG_PAGES.privacy },
  { href: '/safety', label: MSG_PAGES.safety },
  { href: '/contact', label: MSG_PAGES.contact },
] as const;
