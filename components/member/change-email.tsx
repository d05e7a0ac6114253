'use client';
import { AtSign } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/client/api-error';
import { useRequestEmailChange } from '@/lib/client/queries/account-email';
import { useZodForm } from '@/lib/client/use-zod-form';
import { changeEmailSchema } from '@/lib/schemas/account';
import { MSG_ACCOUNT_EMAIL } from '@/lib/shared/messages/account';

/** Change of login email: a link goes to the new address; nothing changes until it is confirmed there. */
export function ChangeEmailForm() {
  const formId = useId();
  const id = (key: string) => `${formId}-${key}`;
  const request = useRequestEmailChange();
  const [sent, setSent] = useState<string | null>(null);
  const form = useZodForm(changeEmailSchema, { id: formId, defaultValues: { newEmail: '', password: '' } });

  const submit = form.onSubmit((input) =>
    request.mutateAsync(input).then(
      (answer) => {
        form.reset();
        setSent(answer.message);
      },
      (failure: unknown) => form.fail(errorMessage(failure, MSG_ACCOUNT_EMAIL.changeFailed)),
    ),
  );

  return (
    <Card className="mt-6 max-w-3xl" aria-labelledby={id('heading')}>
      <h2 id={id('heading')} className="flex items-center gap-2 font-serif text-xl text-brand-900">
        <AtSign className="size-5 text-gold-500" aria-hidden="true" />
        {MSG_ACCOUNT_EMAIL.changeTitle}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{MSG_ACCOUNT_EMAIL.changeIntro}</p>
      <form noValidate onSubmit={submit} className="mt-4 grid gap-5 sm:grid-cols-2">
        <FormField form={form} name="newEmail" id={id('newEmail')} label={MSG_ACCOUNT_EMAIL.newEmailLabel}>
          {(control) => <Input {...control} type="email" autoComplete="email" required />}
        </FormField>
        <FormField form={form} name="password" id={id('password')} label={MSG_ACCOUNT_EMAIL.passwordLabel}>
          {(control) => <Input {...control} type="password" autoComplete="current-password" required />}
        </FormField>
        <FormAlert id={form.alertId} message={form.alert} className="sm:col-span-2" />
        {sent && (
          <p role="status" className="rounded-xl bg-emerald-50 p-3 text-sm text-emerald-950 ring-1 ring-emerald-200 sm:col-span-2" style={{ overflowWrap: 'anywhere' }}>
            {sent}
          </p>
        )}
        <div className="sm:col-span-2">
          <Button type="submit" variant="secondary" loading={request.isPending}>
            {MSG_ACCOUNT_EMAIL.changeButton}
          </Button>
        </div>
      </form>
    </Card>
  );
}
