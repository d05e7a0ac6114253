'use client';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { Logo } from '@/components/ui/logo';
import { APP_NAME } from '@/lib/shared/constants';

/** The page an emailed link opens: the logo home, one card and its heading, nothing else of the site. */
export function LinkPage({ icon, title, children }: { icon?: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col items-center bg-gradient-to-b from-brand-50 via-stone-50 to-stone-50 px-4 py-8 sm:py-12">
      <Link href="/" aria-label={`${APP_NAME} home`} className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600">
        <Logo />
      </Link>
      <main className="mt-8 w-full max-w-lg">
        <Card>
          <h1 className="flex items-center gap-3 font-serif text-2xl text-brand-900 sm:text-3xl">
            {icon}
            {title}
          </h1>
          {children}
        </Card>
      </main>
    </div>
  );
}

interface LinkConfirmationProps {
  /** What to show once confirmed; until then, the intro and the button. */
  done: ReactNode;
  intro: string;
  error: string | null;
  pending: boolean;
  label: string;
  pendingLabel: string;
  onConfirm: () => void;
  /** Where to go next, under the card's content. */
  next: { href: string; label: string };
}

/**
 * Opening a link's page changes nothing (mail scanners open links): its one button confirms,
 * whether or not she is signed in on this device.
 */
export function LinkConfirmation({ done, intro, error, pending, label, pendingLabel, onConfirm, next }: LinkConfirmationProps) {
  return (
    <>
      {done ?? (
        <>
          <p className="mt-3 text-stone-800">{intro}</p>
          <FormAlert message={error} className="mt-4" />
          <Button className="mt-5 w-full sm:w-auto" size="lg" loading={pending} onClick={onConfirm}>
            {pending ? pendingLabel : label}
          </Button>
        </>
      )}
      <p className="mt-6 text-sm">
        <Link href={next.href} className={buttonClasses({ variant: 'ghost', className: '-ml-3' })}>
          {next.label}
        </Link>
      </p>
    </>
  );
}
