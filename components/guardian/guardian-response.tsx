'use client';
import { BellOff, CheckCircle2, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { LinkPage } from '@/components/layout/link-page';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/client/api-error';
import { useGuardianLink, useGuardianRespond, type GuardianLinkView } from '@/lib/client/queries/guardian';
import type { GuardianAction } from '@/lib/schemas/guardian';
import { MSG_GUARDIAN } from '@/lib/shared/messages/guardian';

type Action = { action: GuardianAction; label: string; hint: string; icon: ReactNode; variant: 'primary' | 'secondary' | 'danger' };

const actionsFor = (ward: string): Action[] => [
  { action: 'confirm', label: MSG_GUARDIAN.confirm, hint: MSG_GUARDIAN.confirmHint, icon: <CheckCircle2 className="size-5" aria-hidden="true" />, variant: 'primary' },
  { action: 'decline', label: MSG_GUARDIAN.decline, hint: MSG_GUARDIAN.declineHint, icon: <XCircle className="size-5" aria-hidden="true" />, variant: 'secondary' },
  { action: 'unsubscribe', label: MSG_GUARDIAN.stopForHer(ward), hint: MSG_GUARDIAN.stopForHerHint, icon: <BellOff className="size-5" aria-hidden="true" />, variant: 'secondary' },
  { action: 'unsubscribe_all', label: MSG_GUARDIAN.unsubscribe, hint: MSG_GUARDIAN.unsubscribeHint, icon: <BellOff className="size-5" aria-hidden="true" />, variant: 'secondary' },
];

const DONE: Record<GuardianAction, string> = {
  confirm: MSG_GUARDIAN.done.confirm,
  decline: MSG_GUARDIAN.done.decline,
  unsubscribe: MSG_GUARDIAN.stopForHerDone,
  unsubscribe_all: MSG_GUARDIAN.done.unsubscribe,
};

/** Which answers the page offers: confirm or decline once, from a recent email; each stop until done. */
function available(view: GuardianLinkView | undefined): Action[] {
  if (!view) return [];
  return actionsFor(view.wardFirstName).filter(({ action }) => {
    if (action === 'unsubscribe_all') return !view.stoppedAll;
    if (action === 'unsubscribe') return view.status !== 'unsubscribed' && view.status !== 'replaced' && !view.stoppedAll;
    if (!view.canAnswer) return false;
    return action === 'confirm' ? view.status === 'pending' || view.status === 'unsubscribed' : view.status === 'pending';
  });
}

/** Where the guardian stands; a stop about her alone is told apart from a stop of everything. */
function statusText(view: GuardianLinkView): string {
  return view.status === 'unsubscribed' && !view.stoppedAll ? MSG_GUARDIAN.stoppedForHer : MSG_GUARDIAN.pageStatus[view.status];
}

/**
 * The page a guardian's emailed link opens. Opening it changes nothing (mail scanners open links);
 * each answer is a button that POSTs.
 */
export function GuardianResponse({ token }: { token: string }) {
  const link = useGuardianLink(token);
  const respond = useGuardianRespond(token);
  const view = link.data;
  const offered = available(view);

  return (
    <LinkPage title={MSG_GUARDIAN.pageTitle}>
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
            {respond.isSuccess && respond.variables ? DONE[respond.variables] : statusText(view)}
          </p>
          {!view.canAnswer && view.status === 'pending' && <p className="mt-3 text-sm text-stone-700">{MSG_GUARDIAN.answerExpired}</p>}
          {respond.isError && (
            <p role="alert" className="mt-3 text-sm font-medium text-red-700">
              {errorMessage(respond.error, MSG_GUARDIAN.respondFailed)}
            </p>
          )}
          <ul className="mt-5 grid gap-4">
            {offered.map(({ action, label, hint, icon, variant }) => (
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
    </LinkPage>
  );
}
