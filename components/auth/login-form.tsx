'use client';
import Link from 'next/link';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/input';
import { apiPost } from '@/lib/client/api';
import { ApiError, errorMessage } from '@/lib/client/api-error';
import { useAuthStore, type AuthResponse } from '@/lib/client/auth-store';
import { loginSchema } from '@/lib/schemas/auth';
import { validate } from '@/lib/schemas/validate';
import { MSG } from '@/lib/shared/messages';
import { focusField } from './focus-field';
import { useRouteAfterLogin } from './use-route-after-login';

type FormError = { message: string; field?: string };
const ERROR_ID = 'login-error';

export function LoginForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const hasHydrated = useAuthStore((s) => s.hasHydrated);
  const setSession = useAuthStore((s) => s.setSession);
  const routeAfterLogin = useRouteAfterLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<FormError | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // Decided once, when the stored session is known, so a fresh login doesn't route twice.
  const checkedStoredSession = useRef(false);

  useEffect(() => {
    if (!hasHydrated || checkedStoredSession.current) return;
    checkedStoredSession.current = true;
    const { user, token } = useAuthStore.getState();
    if (user && token) routeAfterLogin(user);
  }, [hasHydrated, routeAfterLogin]);

  function fail(next: FormError) {
    setError(next);
    toast.error(next.message);
    focusField(formRef.current, next.field);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = validate(loginSchema, { email, password });
    if (!input.ok) return fail({ message: input.message, field: input.field });
    setError(null);
    setSubmitting(true);
    try {
      const response = await apiPost<AuthResponse>('/auth/login', input.data);
      checkedStoredSession.current = true;
      setSession(response);
      toast.success(response.isAdmin ? MSG.loggedIn : MSG.loginSuccess);
      routeAfterLogin(response);
    } catch (caught) {
      setSubmitting(false);
      // Without an answer from the server there is nothing more precise to say than to retry.
      fail({ message: caught instanceof ApiError && caught.status === 0 ? MSG.loginFailedRetry : errorMessage(caught, MSG.loginFailed) });
    }
  }

  const invalid = (field: string) => (error?.field === field ? true : undefined);

  // method="post": a submit before hydration must never put the password in the URL.
  return (
    <form ref={formRef} method="post" onSubmit={submit} noValidate className="space-y-5">
      <Field label="Email" htmlFor="email">
        <Input
          id="email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={invalid('email')}
          aria-describedby={error ? ERROR_ID : undefined}
        />
      </Field>
      <Field label="Password" htmlFor="password">
        <Input
          id="password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={invalid('password')}
          aria-describedby={error ? ERROR_ID : undefined}
        />
      </Field>
      <FormAlert id={ERROR_ID} message={error?.message ?? null} />
      <Link href="/forgot-password" className="block text-right text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">Forgot password?</Link>
      <Button type="submit" size="lg" className="w-full" loading={submitting}>
        {submitting ? 'Logging in...' : 'Log in'}
      </Button>
    </form>
  );
}
