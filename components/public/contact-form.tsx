'use client';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/client/api-error';
import { useSubmitConcern } from '@/lib/client/queries/contact';
import { useZodForm } from '@/lib/client/use-zod-form';
import { CONCERN_DETAILS_MAX, CONCERN_REASONS, concernSchema } from '@/lib/schemas/contact';
import { MSG_CONTACT } from '@/lib/shared/messages/contact';

const REASON_OPTIONS = CONCERN_REASONS.map((reason) => ({ value: reason, label: MSG_CONTACT.reasons[reason] }));

/** A concern for the moderators from anyone, with or without an account; each field's problem is shown at the field. */
export function ContactForm() {
  const submitConcern = useSubmitConcern();
  const form = useZodForm(concernSchema, { id: 'contact', defaultValues: { email: '', member: '', details: '' }, perField: true });
  const thanksRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (submitConcern.isSuccess) thanksRef.current?.focus();
  }, [submitConcern.isSuccess]);

  const submit = form.onSubmit((input) =>
    submitConcern.mutateAsync(input).catch((failure: unknown) => form.fail(errorMessage(failure, MSG_CONTACT.failed))),
  );

  if (submitConcern.isSuccess) {
    return (
      <div role="status" className="rounded-2xl bg-white p-6 ring-1 ring-stone-200 sm:p-8">
        <CheckCircle2 className="size-8 text-brand-700" aria-hidden="true" />
        <h2 ref={thanksRef} tabIndex={-1} className="mt-3 scroll-mt-28 font-serif text-2xl font-semibold text-brand-900 focus:outline-none">
          {MSG_CONTACT.thanksTitle}
        </h2>
        <ul className="mt-4 list-disc space-y-2 pl-5 leading-relaxed text-stone-700 marker:text-brand-600">
          {MSG_CONTACT.thanksNext.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="mt-4 font-medium text-stone-900">{MSG_CONTACT.thanksUrgent}</p>
        <Button
          variant="secondary"
          className="mt-6"
          onClick={() => {
            form.reset();
            submitConcern.reset();
          }}
        >
          {MSG_CONTACT.thanksAnother}
        </Button>
      </div>
    );
  }

  return (
    <form method="post" noValidate onSubmit={submit} className="space-y-5 rounded-2xl bg-white p-5 ring-1 ring-stone-200 sm:p-8">
      <FormField form={form} name="email" label={MSG_CONTACT.email} hint={MSG_CONTACT.emailHint}>
        {(control) => <Input {...control} type="email" autoComplete="email" inputMode="email" />}
      </FormField>
      <FormField form={form} name="member" label={MSG_CONTACT.member} hint={MSG_CONTACT.memberHint} optional>
        {(control) => <Input {...control} autoComplete="off" />}
      </FormField>
      <FormField form={form} name="reason" label={MSG_CONTACT.reason}>
        {(control) => <Select {...control} options={REASON_OPTIONS} placeholder={MSG_CONTACT.reasonPlaceholder} />}
      </FormField>
      <FormField form={form} name="details" label={MSG_CONTACT.details} hint={MSG_CONTACT.detailsHint}>
        {(control) => <Textarea {...control} rows={6} maxLength={CONCERN_DETAILS_MAX} />}
      </FormField>
      <FormAlert id={form.alertId} message={form.alert} />
      <Button type="submit" size="lg" className="w-full sm:w-auto" loading={submitConcern.isPending}>
        {submitConcern.isPending ? MSG_CONTACT.sending : MSG_CONTACT.send}
      </Button>
    </form>
  );
}
