'use client';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/client/api-error';
import { useForgotPassword } from '@/lib/client/queries/auth';
import { lazySchema, useZodForm } from '@/lib/client/use-zod-form';
import type * as passwordSchemas from '@/lib/schemas/password';
import { MSG_AUTH } from '@/lib/shared/messages/auth';

const forgotPasswordSchema = lazySchema<typeof passwordSchemas.forgotPasswordSchema>(() =>
  import('@/lib/schemas/password').then((module) => module.forgotPasswordSchema),
);

/** Asks for a set-password link; the answer is the same whether or not the account exists. */
export function ForgotPasswordForm() {
  const request = useForgotPassword();
  const form = useZodForm(forgotPasswordSchema, { id: 'forgot-password', defaultValues: { email: '' } });

  const submit = form.onSubmit((input) =>
    request.mutateAsync(input).catch((caught: unknown) => form.fail(errorMessage(caught, MSG_AUTH.requestLinkFailed))),
  );

  if (request.isSuccess) {
    return (
      <p role="status" className="rounded-xl bg-brand-50 p-4 text-brand-900">
        {MSG_AUTH.passwordResetSent}
      </p>
    );
  }

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-5">
      <FormField form={form} name="email" label={MSG_AUTH.email}>
        {(control) => <Input {...control} type="email" autoComplete="email" inputMode="email" />}
      </FormField>
      <FormAlert id={form.alertId} message={form.alert} />
      <Button type="submit" size="lg" className="w-full" loading={request.isPending}>
        {MSG_AUTH.sendMeALink}
      </Button>
    </form>
  );
}
