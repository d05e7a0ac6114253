'use client';
import { BellOff, CheckCircle2, XCircle } from 'lucide-react';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Logo } from '@/components/ui/logo';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/client/api-error';
import { useGuardianLink, useGuardianRespond } from '@/lib/client/queries/guardian';
import type { GuardianAction } from '@/lib/schemas/guardian';
import { APP_NAME } from '@/lib/shared/constants';
import { MSG_GUARDIAN } from '@/lib/shared/messages';

const ACTIONS: Array<{ action: GuardianAction; label: string; hint: string; icon: ReactNode; variant: 'primary' | 'secondary' | 'danger' }> = [
  { action: 'confirm', label: MSG_GUARDIAN.confirm, hint: MSG_GUARDIAN.confirmHint, icon: <CheckCircle2 className="size-5" aria-hidden="true" />, variant: 'primary' },
  { action: 'decline', label: MSG_GUARDIAN.decline, hint: MSG_GUARDIAN.declineHint, icon: <XCircle className="size-5" aria-hidden="true" />, variant: 'secondary' },
  { action: 'unsubscribe', label: MSG_GUARDIAN.unsubscribe, hint: MSG_GUARDIAN.unsubscribeHint, icon: <BellOff className="size-5" aria-hidden="true" />, variant: 'secondary' },
];

/**
 * The page a guardian's emailed link opens. Opening it changes nothing (mail scanners open links);
 * each answer is a button that POSTs.
 */
export function GuardianResponse({ token }: { token: string }) {
  const link = useGuardianLink(token);
  const respond = useGuardianRespond(token);
  const view = link.data;
  const replaced = view?.status === 'replaced';
  const available = ACTIONS.filter(({ action }) => {
    if (!view) return false;
    if (action === 'unsubscribe') return view.status !== 'unsubscribed';
    return !replaced && view.status !== (action === 'confirm' ? 'confirmed' : 'declined');
  });

  return (
    <div className="flex min-h-dvh flex-col items-center bg-gradient-to-b from-brand-50 via-stone-50 to-stone-50 px-4 py-8 sm:py-12">
      <Link href="/" aria-label={`${APP_NAME} home`} className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600">
        <Logo />
      </Link>
      <main className="mt-8 w-full max-w-lg">
        <Card>
          <h1 className="font-serif text-2xl text-brand-900 sm:text-3xl">{MSG_GUARDIAN.pageTitle}</h1>
          {link.isPending ? (
            <p className="mt-4 flex items-center gap-2 text-stone-600" role="status">
              <Spinner /> {MSG_GUARDIAN.loading}
            </p>
          ) : !view ? (
            <p role="alert" className="mt-4 text-stone-800">
              {errorMessage(link.error, MSG_GUARDIAN.linkInvalid)}
            </p>
          ) : (
            <>
              <p className="mt-3 text-stone-800">
                {MSG_GUARDIAN.pageIntro(view.wardFirstName)}
              </p>
              <p className="mt-3 text-sm text-stone-600">{MSG_GUARDIAN.pageTold}</p>
              <p role="status" className="mt-5 rounded-xl bg-stone-50 p-3 font-medium text-stone-900 ring-1 ring-stone-200" data-testid="guardian-answer">
                {respond.isSuccess && respond.variables ? MSG_GUARDIAN.done[respond.variables] : MSG_GUARDIAN.pageStatus[view.status]}
              </p>
              {respond.isError && (
                <p role="alert" className="mt-3 text-sm font-medium text-red-700">
                  {errorMessage(respond.error, MSG_GUARDIAN.respondFailed)}
                </p>
              )}
              <ul className="mt-5 grid gap-4">
                {available.map(({ action, label, hint, icon, variant }) => (
                  <li key={action}>
                    <Button
                      variant={variant}
                      className="w-full"
                      loading={respond.isPending && respond.variables === action}
                      disabled={respond.isPending}
                      onClick={() => respond.mutate(action)}
                      aria-describedby={`guardian-${action}-hint`}
                    >
                      {icon}
                      {label}
                    </Button>
                    <p id={`guardian-${action}-hint`} className="mt-1.5 text-sm text-stone-600">
                      {hint}
                    </p>
                  </li>
                ))}
              </ul>
            </>
          )}
        </Card>
      </main>
    </div>
  );
}
