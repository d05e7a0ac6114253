'use client';
import '@/lib/schemas/jitless';
import { KeyRound, LogOut } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useCallback, useId, useState } from 'react';
import { toast } from '@/lib/client/toast';
import { toastFailure } from '@/lib/client/failure-toast';
import { z } from 'zod/mini';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { NewPasswordHint } from '@/components/auth/new-password-hint';
import { useAuthStore } from '@/lib/client/auth-store';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/client/api-error';
import { expectSessionEnd } from '@/lib/client/member-socket';
import { useChangePassword, useLogoutAll } from '@/lib/client/queries/auth';
import { SIGNED_OUT_TOAST, signOutLocally } from '@/lib/client/sign-out';
import { useZodForm } from '@/lib/client/use-zod-form';
import { changePasswordSchema } from '@/lib/schemas/password';
import { MSG_ACCOUNT } from '@/lib/shared/messages/account';
import { MSG_FORMS } from '@/lib/shared/messages/input';
import { MSG_PASSWORD } from '@/lib/shared/messages/password';

/** The confirmation is the form's own check; the server is sent the two passwords only. */
const changePasswordFormSchema = z
  .extend(changePasswordSchema, { confirmPassword: z.string({ error: MSG_FORMS.fillRequired }).check(z.minLength(1, MSG_FORMS.fillRequired)) })
  .check(z.refine((v) => v.newPassword === v.confirmPassword, { error: MSG_PASSWORD.passwordsMismatch, path: ['confirmPassword'] }));

/** Change password: this session stays signed in, the server ends every other one. */
export function ChangePasswordForm() {
  const formId = useId();
  const changePassword = useChangePassword();
  const form = useZodForm(changePasswordFormSchema, { id: formId, defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' } });
  const id = (key: string) => `${formId}-${key}`;
  const user = useAuthStore((s) => s.user);
  const userInputs = [user?.email ?? '', user?.firstName ?? '', user?.lastName ?? ''];

  const submit = form.onSubmit(({ currentPassword, newPassword }) =>
    changePassword.mutateAsync({ currentPassword, newPassword }).then(
      () => {
        form.reset();
        toast.success(MSG_PASSWORD.passwordChanged);
      },
      (failure: unknown) => form.fail(errorMessage(failure, MSG_PASSWORD.changePasswordFailed)),
    ),
  );

  return (
    <Card className="mt-6 max-w-3xl" aria-labelledby={id('heading')}>
      <h2 id={id('heading')} className="flex items-center gap-2 font-serif text-xl text-brand-900">
        <KeyRound className="size-5 text-gold-500" aria-hidden="true" />
        {MSG_PASSWORD.changePasswordTitle}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{MSG_PASSWORD.changePasswordHint}</p>
      <form noValidate onSubmit={submit} className="mt-4 grid gap-5 sm:grid-cols-2">
        <FormField form={form} name="currentPassword" id={id('currentPassword')} label={MSG_PASSWORD.currentPassword} className="sm:col-span-2">
          {(control) => <Input {...control} type="password" autoComplete="current-password" required />}
        </FormField>
        <FormField
          form={form}
          name="newPassword"
          id={id('newPassword')}
          label={MSG_PASSWORD.newPassword}
          hint={<NewPasswordHint password={form.form.watch('newPassword') ?? ''} userInputs={userInputs} />}
        >
          {(control) => <Input {...control} type="password" autoComplete="new-password" required />}
        </FormField>
        <FormField form={form} name="confirmPassword" id={id('confirmPassword')} label={MSG_PASSWORD.confirmNewPassword}>
          {(control) => <Input {...control} type="password" autoComplete="new-password" required />}
        </FormField>
        <FormAlert id={form.alertId} message={form.alert} className="sm:col-span-2" />
        <div className="sm:col-span-2">
          <Button type="submit" loading={changePassword.isPending}>
            {MSG_PASSWORD.changePasswordTitle}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** Log out of all devices: the server ends every session, then this browser signs out like logout. */
export function LogoutAllPanel() {
  const router = useRouter();
  const logoutAll = useLogoutAll();
  const [confirming, setConfirming] = useState(false);
  const closeDialog = useCallback(() => setConfirming(false), []);

  function confirm() {
    expectSessionEnd(true);
    logoutAll.mutate(undefined, {
      onSuccess: async () => {
        setConfirming(false);
        await signOutLocally();
        toast.success(MSG_ACCOUNT.loggedOutEverywhere, SIGNED_OUT_TOAST);
        router.push('/login');
      },
      onError: (error) => {
        expectSessionEnd(false);
        toastFailure(error, MSG_ACCOUNT.logoutAllFailed);
      },
    });
  }

  return (
    <Card className="mt-6 max-w-3xl" aria-labelledby="logout-all-heading">
      <h2 id="logout-all-heading" className="flex items-center gap-2 font-serif text-xl text-brand-900">
        <LogOut className="size-5 text-gold-500" aria-hidden="true" />
        {MSG_ACCOUNT.logoutAllTitle}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{MSG_ACCOUNT.logoutAllHint}</p>
      <Button variant="secondary" className="mt-5" onClick={() => setConfirming(true)}>
        {MSG_ACCOUNT.logoutAll}
      </Button>
      <Dialog open={confirming} onClose={closeDialog} title={`${MSG_ACCOUNT.logoutAll}?`} description={MSG_ACCOUNT.logoutAllConfirm}>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={closeDialog} disabled={logoutAll.isPending}>
            {MSG_PASSWORD.staySignedIn}
          </Button>
          <Button variant="danger" loading={logoutAll.isPending} onClick={confirm}>
            {MSG_ACCOUNT.logoutAll}
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}
