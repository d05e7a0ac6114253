'use client';
import Link from 'next/link';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { toast } from '@/lib/client/toast';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { sanctionOf } from '@/lib/client/api-error';
import { useAuthStore } from '@/lib/client/auth-store';
import { markSignedInHere } from '@/lib/client/returning-visitor';
import { loadOnce } from '@/lib/client/load-once';
import { needsSecondFactor, useLogin, type SessionAnswer } from '@/lib/client/queries/auth';
import type { SanctionNotice as Notice } from '@/lib/client/queries/moderation';
import { lazySchema, useZodForm } from '@/lib/client/use-zod-form';
import type * as authSchemas from '@/lib/schemas/auth';
import { MSG_AUTH } from '@/lib/shared/messages/auth';
import { MSG_COMMON } from '@/lib/shared/messages/common';
import { loginFailure } from './login-failure';
import type { MfaCodeStepProps } from './mfa-code-step';
import { useRouteAfterLogin, useSendSignedInOnward } from './use-route-after-login';

/**
 * The suspension or ban notice, with its appeal form: loaded only once a login is refused for a
 * sanction, so every visitor's /login does not carry the moderation texts and queries.
 */
const SanctionNotice = lazy(() => import('./sanction-notice').then((module) => ({ default: module.SanctionNotice })));

const loginSchema = lazySchema<typeof authSchemas.loginSchema>(() => import('@/lib/schemas/auth').then((module) => module.loginSchema));

/** An admin's second step, with its texts: fetched only when a login asks for it. */
const loadMfaCodeStep = loadOnce(() => import('./mfa-code-step').then((module) => module.MfaCodeStep));

/** `onSanctionShown` lets the page change its heading while a suspension or ban is shown. */
export function LoginForm({ onSanctionShown }: { onSanctionShown?(shown: boolean): void } = {}) {
  const setSession = useAuthStore((s) => s.setSession);
  const routeAfterLogin = useRouteAfterLogin();
  const login = useLogin();
  const form = useZodForm(loginSchema, { id: 'login', defaultValues: { email: '', password: '' } });
  // An admin with two-step verification gets this token instead of a session, and the step that asks for the code.
  const [mfa, setMfa] = useState<{ token: string; Step: ComponentType<MfaCodeStepProps> } | null>(null);
  // A suspended or banned member is shown why, and may appeal with the details just entered.
  const [sanction, setSanction] = useState<{ notice: Notice; email: string; password: string } | null>(null);
  const markSignedIn = useSendSignedInOnward(routeAfterLogin);

  // One toast per login: routeAfterLogin greets members ("Welcome back!") and tells the others
  // what comes next; only an admin going straight to /admin is greeted here.
  const signedIn = (response: SessionAnswer) => {
    markSignedIn();
    markSignedInHere();
    setSession(response);
    if (response.isAdmin && !response.mfaSetupRequired) toast.success(MSG_AUTH.loggedIn);
    routeAfterLogin(response);
  };

  const submit = form.onSubmit((input) =>
    login.mutateAsync(input).then(
      (answer) =>
        needsSecondFactor(answer)
          ? loadMfaCodeStep().then(
              (Step) => setMfa({ token: answer.mfaToken, Step }),
              () => {
                login.reset();
                form.fail(MSG_COMMON.partNotLoaded);
              },
            )
          : signedIn(answer),
      (caught: unknown) => {
        const notice = sanctionOf(caught);
        if (notice) {
          setSanction({ notice, email: input.email, password: input.password });
          onSanctionShown?.(true);
        }
        else form.fail(loginFailure(caught));
      },
    ),
  );
  // The button keeps its busy state from the click until the next page takes over.
  const busy = login.isPending || (login.isSuccess && !mfa);

  if (sanction) {
    return (
      <Suspense fallback={<Spinner />}>
        <SanctionNotice
          {...sanction}
          onStartOver={() => {
            setSanction(null);
            onSanctionShown?.(false);
            login.reset();
            form.form.resetField('password');
          }}
        />
      </Suspense>
    );
  }

  if (mfa) {
    return (
      <mfa.Step
        mfaToken={mfa.token}
        onSignedIn={signedIn}
        onStartOver={() => {
          setMfa(null);
          login.reset();
          form.form.resetField('password');
        }}
      />
    );
  }

  // method="post": a submit before hydration must never put the password in the URL.
  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-5">
      <FormField form={form} name="email" label={MSG_AUTH.email}>
        {(control) => <Input {...control} type="email" autoComplete="email" inputMode="email" required />}
      </FormField>
      <FormField form={form} name="password" label={MSG_AUTH.password}>
        {(control) => <Input {...control} type="password" autoComplete="current-password" required />}
      </FormField>
      <FormAlert id={form.alertId} message={form.alert} />
      <Link href="/forgot-password" className="block text-right text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">{MSG_AUTH.forgotPassword}</Link>
      <Button type="submit" size="lg" className="w-full" loading={busy}>
        {busy ? 'Logging in...' : 'Log in'}
      </Button>
    </form>
  );
}
