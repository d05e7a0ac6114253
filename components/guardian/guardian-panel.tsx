'use client';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useId } from 'react';
import { toast } from '@/lib/client/toast';
import { toastFailure } from '@/lib/client/failure-toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/client/api-error';
import { useOwnGuardian, useSetChaperone, type OwnGuardian } from '@/lib/client/queries/guardian';
import { useOwnProfile } from '@/lib/client/queries/profile';
import { useZodForm } from '@/lib/client/use-zod-form';
import { CHAPERONE_MODES, chaperoneSchema } from '@/lib/schemas/guardian';
import { formatDateTime } from '@/lib/shared/dates';
import { MSG_GUARDIAN } from '@/lib/shared/messages/guardian';
import { GuardianStatusBadge } from './status-badge';

function ChaperoneForm({ current }: { current: OwnGuardian['chaperoneMode'] }) {
  const formId = useId();
  const save = useSetChaperone();
  const form = useZodForm(chaperoneSchema, { id: formId, defaultValues: { mode: current } });
  const { reset } = form.form;
  useEffect(() => reset({ mode: current }), [current, reset]);
  const submit = form.onSubmit((input) =>
    save.mutateAsync(input).then(
      () => toast.success(MSG_GUARDIAN.chaperoneSaved),
      (failure: unknown) => form.fail(errorMessage(failure, MSG_GUARDIAN.chaperoneFailed)),
    ),
  );
  return (
    <form noValidate onSubmit={submit} className="mt-6">
      <fieldset aria-describedby={`${formId}-note`}>
        <legend className="font-semibold text-brand-900">{MSG_GUARDIAN.chaperoneTitle}</legend>
        <p id={`${formId}-note`} className="mt-1 text-sm text-stone-600">
          {MSG_GUARDIAN.chaperoneConfirmedOnly}
        </p>
        <div className="mt-3 grid gap-3">
          {CHAPERONE_MODES.map((mode) => (
            <label
              key={mode}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-xl border border-stone-300 bg-white p-3.5 hover:border-stone-400',
                'has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-600/40',
              )}
            >
              <input
                {...form.form.register('mode')}
                type="radio"
                value={mode}
                aria-describedby={`${formId}-${mode}-hint`}
                className="mt-1 size-4 shrink-0 accent-brand-700 focus:outline-none"
              />
              <span className="min-w-0">
                <span className="block font-medium text-stone-900">{MSG_GUARDIAN.chaperoneOptions[mode].label}</span>
                <span id={`${formId}-${mode}-hint`} className="block text-sm text-stone-600">
                  {MSG_GUARDIAN.chaperoneOptions[mode].hint}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <FormAlert id={form.alertId} message={form.alert} className="mt-3" />
      <Button type="submit" className="mt-4" loading={save.isPending}>
        {MSG_GUARDIAN.chaperoneSave}
      </Button>
    </form>
  );
}

function GuardianLog({ log }: { log: OwnGuardian['log'] }) {
  const kind = (k: string) => MSG_GUARDIAN.logKinds[k] ?? MSG_GUARDIAN.logOtherKind;
  const columns = MSG_GUARDIAN.logColumns;
  return (
    <section className="mt-8" aria-labelledby="guardian-log-title">
      <h3 id="guardian-log-title" className="font-semibold text-brand-900">
        {MSG_GUARDIAN.logTitle}
      </h3>
      {log.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">{MSG_GUARDIAN.logEmpty}</p>
      ) : (
        <ol className="mt-3 divide-y divide-stone-100 rounded-xl ring-1 ring-stone-200" aria-label={MSG_GUARDIAN.logTitle} data-testid="guardian-log">
          {log.map((mail) => (
            <li key={mail.id} className="grid gap-1 p-3 text-sm sm:grid-cols-[10rem_1fr_auto] sm:items-center sm:gap-4">
              <span className="text-stone-600">
                <span className="sr-only">{columns.date}: </span>
                <time dateTime={mail.at}>{formatDateTime(mail.at)}</time>
              </span>
              <span className="min-w-0">
                <span className="sr-only">{columns.kind}: </span>
                <span className="font-medium text-stone-900">{kind(mail.kind)}</span>
                <span className="block truncate text-stone-600">
                  <span className="sr-only">{columns.to}: </span>
                  {mail.to}
                </span>
              </span>
              <span
                className={cn(
                  'w-fit rounded-full px-2.5 py-0.5 text-xs font-semibold',
                  mail.state === 'sent' ? 'bg-brand-100 text-brand-900' : mail.state === 'pending' ? 'bg-amber-100 text-amber-900' : 'bg-stone-200 text-stone-800',
                )}
              >
                <span className="sr-only">{columns.state}: </span>
                {MSG_GUARDIAN.logStates[mail.state]}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Her profile's Guardian section: her guardian's answer, what they receive, and every email they were sent. */
export function GuardianPanel() {
  const profile = useOwnProfile().data;
  const female = profile?.gender === 'female';
  const guardian = useOwnGuardian(female);
  useEffect(() => {
    if (guardian.error) toastFailure(guardian.error, MSG_GUARDIAN.loadFailed);
  }, [guardian.error]);
  if (!female) return null;
  const data = guardian.data;
  const stopped = data?.status === 'declined' || data?.status === 'unsubscribed';

  return (
    <Card className="mt-6 max-w-3xl" aria-labelledby="guardian-panel-title">
      <h2 id="guardian-panel-title" className="flex items-center gap-2 font-serif text-xl text-brand-900">
        <ShieldCheck className="size-5 text-gold-500" aria-hidden="true" />
        {MSG_GUARDIAN.sectionTitle}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{MSG_GUARDIAN.sectionIntro}</p>
      {!data ? (
        <p className="mt-4 flex items-center gap-2 text-stone-600" role="status">
          <Spinner /> {MSG_GUARDIAN.loading}
        </p>
      ) : (
        <>
          <div className="mt-4 flex flex-wrap items-center gap-2" data-testid="guardian-status">
            <GuardianStatusBadge status={data.status} />
            {data.status && <span className="text-sm text-stone-800">{MSG_GUARDIAN.statusLabel[data.status]}</span>}
          </div>
          <p className="mt-1 text-sm break-all text-stone-600">{data.email}</p>
          {data.status === 'pending' && (
            <div className="mt-3 rounded-xl bg-amber-50 p-3 text-sm text-stone-800 ring-1 ring-amber-200" data-testid="guardian-before-confirm">
              <p className="font-semibold">{MSG_GUARDIAN.beforeConfirmTitle}</p>
              <p className="mt-1">{MSG_GUARDIAN.beforeConfirm}</p>
            </div>
          )}
          {stopped && (
            <p role="alert" className="mt-3 rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
              {MSG_GUARDIAN.nameAnother}
            </p>
          )}
          <ChaperoneForm current={data.chaperoneMode} />
          <GuardianLog log={data.log} />
        </>
      )}
    </Card>
  );
}
