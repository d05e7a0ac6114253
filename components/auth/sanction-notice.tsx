'use client';
import Link from 'next/link';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/client/api-error';
import { useSubmitAppeal, type SanctionNotice as Notice } from '@/lib/client/queries/moderation';
import { useZodForm } from '@/lib/client/use-zod-form';
import { appealTextSchema } from '@/lib/schemas/moderation';
import { MSG_MODERATION } from '@/lib/shared/messages/moderation';
import { formatUkDateTime } from '@/lib/shared/dates';

type Props = { notice: Notice; email: string; password: string; onStartOver(): void };

/**
 * What a suspended or banned member sees instead of the member area: the reason in the
 * moderator's words, when it ends, and the one appeal they may send (with the email and
 * password they just entered, since they cannot sign in).
 */
export function SanctionNotice({ notice, email, password, onStartOver }: Props) {
  const [appeal, setAppeal] = useState(notice.appeal);
  const suspended = notice.kind === 'suspend';
  return (
    <section aria-labelledby="sanction-title" className="space-y-5">
      <div className="space-y-3 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
        <h2 id="sanction-title" className="font-serif text-xl font-semibold text-stone-900">
          {suspended ? MSG_MODERATION.suspendedTitle : MSG_MODERATION.bannedTitle}
        </h2>
        {suspended && notice.endsAt && (
          <p className="text-stone-800">
            <span className="font-semibold">{MSG_MODERATION.suspendedUntilLabel}:</span> <time dateTime={notice.endsAt}>{formatUkDateTime(notice.endsAt)}</time>
          </p>
        )}
        <div>
          <p className="font-semibold text-stone-800">{MSG_MODERATION.reasonLabel}:</p>
          <blockquote dir="auto" className="mt-1 border-l-4 border-amber-400 pl-3 break-words whitespace-pre-line text-stone-800">{notice.reason}</blockquote>
        </div>
        <p className="text-sm text-stone-700">{suspended ? MSG_MODERATION.suspendedBody : MSG_MODERATION.bannedBody}</p>
      </div>
      {appeal === 'none' ? (
        <AppealForm email={email} password={password} onSent={() => setAppeal('open')} />
      ) : (
        <p role="status" className="rounded-xl bg-stone-50 p-4 text-stone-800 ring-1 ring-stone-200">
          {appeal === 'open' ? MSG_MODERATION.appealPending : MSG_MODERATION.appealDecided}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="ghost" onClick={onStartOver}>
          {MSG_MODERATION.otherAccount}
        </Button>
        <Link href="/safety" className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
          {MSG_MODERATION.safetyLink}
        </Link>
      </div>
    </section>
  );
}

function AppealForm({ email, password, onSent }: { email: string; password: string; onSent(): void }) {
  const submitAppeal = useSubmitAppeal();
  const form = useZodForm(appealTextSchema, { id: 'appeal', defaultValues: { text: '' } });
  const submit = form.onSubmit(({ text }) =>
    submitAppeal.mutateAsync({ email, password, text }).then(
      // One confirmation: the notice's status line says the appeal is received; no toast repeats it in other words.
      () => onSent(),
      (caught: unknown) => form.fail(errorMessage(caught, MSG_MODERATION.appealFailed), 'text'),
    ),
  );
  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-4" aria-labelledby="appeal-title">
      <h2 id="appeal-title" className="font-serif text-lg font-semibold text-stone-900">
        {MSG_MODERATION.appealTitle}
      </h2>
      <p className="text-stone-700">{MSG_MODERATION.appealIntro}</p>
      <FormField form={form} name="text" label={MSG_MODERATION.appealLabel} hint={`${MSG_MODERATION.appealHint} ${MSG_MODERATION.appealOnePerDecision}`}>
        {(control) => <Textarea {...control} rows={6} required />}
      </FormField>
      <FormAlert id={form.alertId} message={form.alert} />
      <Button type="submit" size="lg" className="w-full" loading={submitAppeal.isPending}>
        {submitAppeal.isPending ? MSG_MODERATION.appealSending : MSG_MODERATION.appealSend}
      </Button>
    </form>
  );
}
