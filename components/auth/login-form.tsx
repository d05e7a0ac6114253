'use client';
import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError, errorMessage } from '@/lib/client/api-error';
import { useAuthStore } from '@/lib/client/auth-store';
import { useLogin } from '@/lib/client/queries/auth';
import { useZodForm } from '@/lib/client/use-zod-form';
import { loginSchema } from '@/lib/schemas/auth';
import { MSG } from '@/lib/shared/messages';
import { useRouteAfterLogin } from './use-route-after-login';

export function LoginForm() {
  const hasHydrated = useAuthStore((s) => s.hasHydrated);
  const setSession = useAuthStore((s) => s.setSession);
  const routeAfterLogin = useRouteAfterLogin();
  const login = useLogin();
  const form = useZodForm(loginSchema, { id: 'login', defaultValues: { email: '', password: '' } });
  // Decided once, when the stored session is known, so a fresh login doesn't route twice.
  const checkedStoredSession = useRef(false);

  useEffect(() => {
    if (!hasHydrated || checkedStoredSession.current) return;
    checkedStoredSession.current = true;
    const { user, token } = useAuthStore.getState();
    if (user && token) routeAfterLogin(user);
  }, [hasHydrated, routeAfterLogin]);

  const submit = form.onSubmit((input) =>
    login.mutateAsync(input).then(
      (response) => {
        checkedStoredSession.current = true;
        setSession(response);
        toast.success(response.isAdmin ? MSG.loggedIn : MSG.loginSuccess);
        routeAfterLogin(response);
      },
      // Without an answer from the server there is nothing more precise to say than to retry.
      (caught: unknown) => form.fail(caught instanceof ApiError && caught.status === 0 ? MSG.loginFailedRetry : errorMessage(caught, MSG.loginFailed)),
    ),
  );
  // The button keeps its busy state from the click until the next page takes over.
  const busy = login.isPending || login.isSuccess;

  // method="post": a submit before hydration must never put the password in the URL.
  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-5">
      <FormField form={form} name="email" label="Email">
        {(control) => <Input {...control} type="email" autoComplete="email" inputMode="email" required />}
      </FormField>
      <FormField form={form} name="password" label="Password">
        {(control) => <Input {...control} type="password" autoComplete="current-password" required />}
      </FormField>
      <FormAlert id={form.alertId} message={form.alert} />
      <Link href="/forgot-password" className="block text-right text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">Forgot password?</Link>
      <Button type="submit" size="lg" className="w-full" loading={busy}>
        {busy ? 'Logging in...' : 'Log in'}
      </Button>
    </form>
  );
}
