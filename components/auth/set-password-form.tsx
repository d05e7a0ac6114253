'use client';
import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { toast } from '@/lib/client/toast';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/client/api-error';
import { useSetPassword } from '@/lib/client/queries/auth';
import { lazySchema, useZodForm } from '@/lib/client/use-zod-form';
import type * as passwordSchemas from '@/lib/schemas/password';
import { MSG_AUTH } from '@/lib/shared/messages/auth';
import { NewPasswordHint } from './new-password-hint';

const setPasswordSchema = lazySchema<typeof passwordSchemas.setPasswordSchema>(() => import('@/lib/schemas/password').then((module) => module.setPasswordSchema));

/** Chooses a password with the one-time link from an email; a dead link points to a fresh one. */
export function SetPasswordForm() {
  const router = useRouter();
  const token = useSearchParams().get('token') ?? '';
  const setPassword = useSetPassword();
  // The token travels with the values so the one shared schema checks it too.
  const form = useZodForm(setPasswordSchema, { id: 'set-password', defaultValues: { token, password: '', confirmPassword: '' } });

  const submit = form.onSubmit((input) =>
    setPassword.mutateAsync(input).then(
      () => {
        toast.success(MSG_AUTH.passwordSet);
        router.replace('/login');
      },
      (caught: unknown) => form.fail(errorMessage(caught, MSG_AUTH.setPasswordFailed)),
    ),
  );
  // Without a token, or once the server has refused it, the only way on is a new link.
  const alert = form.alert ?? (token ? null : MSG_AUTH.setPasswordLinkInvalid);
  const linkProblem = alert === MSG_AUTH.setPasswordLinkInvalid;
  const busy = setPassword.isPending || setPassword.isSuccess;

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-5">
      <FormField form={form} name="password" label={MSG_AUTH.newPassword} hint={<NewPasswordHint password={form.form.watch('password') ?? ''} />}>
        {(control) => <Input {...control} type="password" autoComplete="new-password" />}
      </FormField>
      <FormField form={form} name="confirmPassword" label={MSG_AUTH.confirmPassword}>
        {(control) => <Input {...control} type="password" autoComplete="new-password" />}
      </FormField>
      <div>
        <FormAlert id={form.alertId} message={alert} />
        {linkProblem && (
          <Link href="/forgot-password" className="mt-1 inline-block text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
            {MSG_AUTH.getANewLink}
          </Link>
        )}
      </div>
      <Button type="submit" size="lg" className="w-full" loading={busy}>
        {MSG_AUTH.setPassword}
      </Button>
    </form>
  );
}
