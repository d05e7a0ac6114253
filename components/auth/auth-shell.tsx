import Link from 'next/link';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Logo } from '@/components/ui/logo';
import { APP_NAME } from '@/lib/shared/constants';

type AuthShellProps = { title: string; subtitle: string; footer: ReactNode; children: ReactNode };

/** The frame of the login and signup screens: logo, a centred card, a link to the other screen. */
export function AuthShell({ title, subtitle, footer, children }: AuthShellProps) {
  return (
    <div className="flex min-h-dvh flex-col items-center bg-gradient-to-b from-brand-50 via-stone-50 to-stone-50 px-4 py-8 sm:py-12">
      <Link
        href="/"
        aria-label={`${APP_NAME} home`}
        className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
      >
        <Logo />
      </Link>
      <main className="mt-8 w-full max-w-lg">
        <Card>
          <h1 className="font-serif text-2xl text-brand-900 sm:text-3xl">{title}</h1>
          <p className="mt-2 text-stone-600">{subtitle}</p>
          <div className="mt-6">{children}</div>
        </Card>
        <p className="mt-6 text-center text-sm text-stone-600">{footer}</p>
      </main>
    </div>
  );
}
