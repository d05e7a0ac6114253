'use client';
import { useId, useState } from 'react';
import { toast } from '@/lib/client/toast';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/client/api-error';
import { useRequestUniversityEmail } from '@/lib/client/queries/verification';
import { useZodForm } from '@/lib/client/use-zod-form';
import { universityEmailSchema } from '@/lib/schemas/verification';
import { MSG_VERIFICATION_UI } from '@/lib/shared/messages/verification';

/** Her university address: the server mails it a link, or says why not (not academic, taken, too many). */
export function UniversityEmailForm({ again = false }: { again?: boolean }) {
  const formId = useId();
  const request = useRequestUniversityEmail();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useZodForm(universityEmailSchema, { id: formId, defaultValues: { email: '' } });

  const submit = form.onSubmit(({ email }) =>
    request.mutateAsync({ email }).then(
      () => {
        setSentTo(email);
        form.reset();
        toast.success(MSG_VERIFICATION_UI.universitySent(email));
      },
      (failure: unknown) => form.fail(errorMessage(failure, MSG_VERIFICATION_UI.universitySend), 'email'),
    ),
  );

  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-4">
      <FormField form={form} name="email" id={`${formId}-email`} label={MSG_VERIFICATION_UI.universityEmailLabel} hint={MSG_VERIFICATION_UI.universityEmailHint}>
        {(control) => <Input {...control} type="email" inputMode="email" autoComplete="email" dir="ltr" required />}
      </FormField>
      <FormAlert id={form.alertId} message={form.alert} />
      {sentTo && (
        <p role="status" className="rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900 ring-1 ring-emerald-200" style={{ overflowWrap: 'anywhere' }}>
          {MSG_VERIFICATION_UI.universitySent(sentTo)}
        </p>
      )}
      <Button type="submit" loading={request.isPending}>
        {again || sentTo ? MSG_VERIFICATION_UI.universitySendAgain : MSG_VERIFICATION_UI.universitySend}
      </Button>
    </form>
  );
}
