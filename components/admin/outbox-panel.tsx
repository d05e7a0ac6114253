'use client';
import { RotateCcw } from 'lucide-react';
import { toast } from '@/lib/client/toast';
import { toastFailure } from '@/lib/client/failure-toast';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { useOutbox, useRetryMail, type OutboxMail } from '@/lib/client/queries/admin';
import { MSG_ADMIN } from '@/lib/shared/messages/admin';
import { formatDateTime } from '@/lib/shared/dates';
import { RefreshableList } from './refreshable-list';

const STATUS_STYLE: Record<OutboxMail['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  sent: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
};

/** The newest emails and how their delivery went, so a broken mail server is noticed and fixed. */
export function OutboxPanel() {
  const outbox = useOutbox();
  const retryMail = useRetryMail();
  const retrying = retryMail.isPending ? retryMail.variables : null;

  const retry = (mail: OutboxMail) =>
    retryMail.mutate(mail.id, {
      onSuccess: () => toast.success(MSG_ADMIN.mailRetried),
      onError: (error) => toastFailure(error, MSG_ADMIN.mailRetryFailed),
    });

  return (
    <RefreshableList
      query={outbox}
      failureMessage={MSG_ADMIN.fetchOutboxFailed}
      emptyText={MSG_ADMIN.noMails}
      label={MSG_ADMIN.emails}
      renderItem={(mail) => (
        <>
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="font-medium break-words text-stone-900">{mail.subject}</p>
              <p className="text-sm break-all text-stone-600">{MSG_ADMIN.to} {mail.to}</p>
            </div>
            <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize', STATUS_STYLE[mail.status])}>{mail.status}</span>
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
            <div>
              <dt className="text-stone-500">{MSG_ADMIN.kind}</dt>
              <dd>{mail.kind.replaceAll('_', ' ')}</dd>
            </div>
            <div>
              <dt className="text-stone-500">{MSG_ADMIN.attempts}</dt>
              <dd>{mail.attempts}</dd>
            </div>
            <div>
              <dt className="text-stone-500">{MSG_ADMIN.queued}</dt>
              <dd>{formatDateTime(mail.createdAt)}</dd>
            </div>
            <div>
              <dt className="text-stone-500">{mail.sentAt ? 'Sent' : 'Next attempt'}</dt>
              <dd>{mail.status === 'failed' ? '—' : formatDateTime(mail.sentAt ?? mail.nextAttemptAt)}</dd>
            </div>
          </dl>
          {mail.lastError && <p className="mt-2 rounded-lg bg-red-50 p-2 text-sm break-words text-red-800">{MSG_ADMIN.lastError} {mail.lastError}</p>}
          {/* A mail still backing off after an error can be sent now too, once the relay is fixed. */}
          {(mail.status === 'failed' || (mail.status === 'pending' && mail.lastError)) && (
            <Button variant="secondary" className="mt-3" loading={retrying === mail.id} onClick={() => retry(mail)} aria-label={`Retry email to ${mail.to}`}>
              <RotateCcw className="size-4" aria-hidden="true" />
              {MSG_ADMIN.retry}
            </Button>
          )}
        </>
      )}
    />
  );
}
