'use client';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useLoginMfa, type SessionAnswer } from '@/lib/client/queries/auth';
import { useZodForm } from '@/lib/client/use-zod-form';
import { mfaCodeFormSchema } from '@/lib/schemas/auth';
import { MSG_MFA } from '@/lib/shared/messages/mfa';
import { loginFailure } from './login-failure';

export type MfaCodeStepProps = { mfaToken: string; onSignedIn(response: SessionAnswer): void; onStartOver(): void };

/** An admin's second login step (its own chunk, fetched when a login asks for it): a code from the authenticator app, or a recovery code. */
export function MfaCodeStep({ mfaToken, onSignedIn, onStartOver }: MfaCodeStepProps) {
  const verify = useLoginMfa();
  const form = useZodForm(mfaCodeFormSchema, { id: 'login-mfa', defaultValues: { code: '' } });

  useEffect(() => form.form.setFocus('code'), [form.form]);

  const submit = form.onSubmit(({ code }) =>
    verify.mutateAsync({ mfaToken, code }).then(onSignedIn, (caught: unknown) => {
      form.fail(loginFailure(caught), 'code');
      form.form.resetField('code');
    }),
  );
  const busy = verify.isPending || verify.isSuccess;

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-5">
      <p className="text-stone-700">{MSG_MFA.loginIntro}</p>
      <FormField form={form} name="code" label={MSG_MFA.codeLabel} hint={MSG_MFA.codeHint}>
        {(control) => <Input {...control} autoComplete="one-time-code" autoCapitalize="characters" spellCheck={false} required />}
      </FormField>
      <FormAlert id={form.alertId} message={form.alert} />
      <Button type="submit" size="lg" className="w-full" loading={busy}>
        {busy ? MSG_MFA.verifying : MSG_MFA.verify}
      </Button>
      <Button variant="ghost" className="w-full" onClick={onStartOver} disabled={busy}>
        {MSG_MFA.startOver}
      </Button>
    </form>
  );
}
