import type { Metadata } from 'next';
import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { APP_NAME } from '@/lib/shared/constants';
import { MSG_PUBLIC_PAGES } from '@/lib/shared/messages/pages';

export const metadata: Metadata = { title: MSG_PUBLIC_PAGES.notFoundTitle };

export default function NotFound() {
  return (
    <div className="flex min-h-dvh flex-col items-center bg-gradient-to-b from-brand-50 via-stone-50 to-stone-50 px-4 py-8 sm:py-12">
      <Link href="/" aria-label={`${APP_NAME} home`} className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600">
        <Logo />
      </Link>
      <main className="mt-16 w-full max-w-lg text-center">
        <p className="font-serif text-6xl text-brand-700">404</p>
        <h1 className="mt-4 font-serif text-2xl text-brand-900 sm:text-3xl">{MSG_PUBLIC_PAGES.notFoundTitle}</h1>
        <p className="mt-3 text-stone-600">{MSG_PUBLIC_PAGES.notFoundText}</p>
        <Link href="/" className={buttonClasses({ size: 'lg', className: 'mt-8' })}>
          {MSG_PUBLIC_PAGES.notFoundHome}
        </Link>
      </main>
    </div>
  );
}
