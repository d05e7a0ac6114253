import Link from 'next/link';
import { PUBLIC_PAGE_LINKS } from '@/components/public/public-links';
import { APP_NAME } from '@/lib/shared/constants';
import { MSG_PUBLIC_PAGES } from '@/lib/shared/messages/pages';
import { Logo } from '@/components/ui/logo';
import { MSG_LANDING } from '@/lib/shared/messages/landing';

const linkClass =
  'rounded text-white/75 transition hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-300';

export function SiteFooter() {
  return (
    <footer className="bg-brand-950 text-white">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-10 px-5 py-14 sm:px-6 md:grid-cols-[2fr_1fr_1fr_1fr] lg:px-8">
        <div className="col-span-2 max-w-sm md:col-span-1">
          <Link href="/" aria-label={`${APP_NAME} home`} className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-gold-300">
          <Logo tone="light" />
        </Link>
          <p className="mt-4 leading-relaxed text-white/75">
            {MSG_LANDING.footerTagline}
          </p>
        </div>
        <nav aria-label={MSG_LANDING.accountLinks}>
          <h2 className="text-sm font-semibold tracking-[0.16em] text-gold-300 uppercase">{MSG_LANDING.account}</h2>
          <ul className="mt-4 space-y-3">
            <li>
              <Link href="/login" className={linkClass}>
                {MSG_LANDING.login}
              </Link>
            </li>
            <li>
              <Link href="/signup" className={linkClass}>
                {MSG_LANDING.createAnAccount}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={MSG_LANDING.learnMore}>
          <h2 className="text-sm font-semibold tracking-[0.16em] text-gold-300 uppercase">{MSG_LANDING.learnMore}</h2>
          <ul className="mt-4 space-y-3">
            <li>
              <Link href="/#how-it-helps" className={linkClass}>
                {MSG_LANDING.howItWorks}
              </Link>
            </li>
            <li>
              <Link href="/#membership" className={linkClass}>
                {MSG_LANDING.membership}
              </Link>
            </li>
            <li>
              <Link href="/#faq" className={linkClass}>
                {MSG_LANDING.faq}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={MSG_PUBLIC_PAGES.footerHeading}>
          <h2 className="text-sm font-semibold tracking-[0.16em] text-gold-300 uppercase">{MSG_PUBLIC_PAGES.footerHeading}</h2>
          <ul className="mt-4 space-y-3">
            {PUBLIC_PAGE_LINKS.map(({ href, label }) => (
              <li key={href}>
                <Link href={href} className={linkClass}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-5 py-6 text-sm text-white/60 sm:px-6 lg:px-8">
          {MSG_LANDING.copyright(new Date().getFullYear(), APP_NAME)}
        </p>
      </div>
    </footer>
  );
}
