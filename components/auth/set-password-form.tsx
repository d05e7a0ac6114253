'use client';
import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/input';
import { apiPost } from '@/lib/client/api';
import { errorMessage } from '@/lib/client/api-error';
import { setPasswordSchema } from '@/lib/schemas/password';
import { validate } from '@/lib/schemas/validate';
import { PASSWORD_MIN_LENGTH } from '@/lib/shared/constants';
import { MSG, MSG_ADMIN } from '@/lib/shared/messages';
import { focusField } from './focus-field';

type FormError = { message: string; field?: string; linkProblem?: boolean };
const ERROR_ID = 'set-password-error';
const HINT_ID = 'set-password-hint';

/** Chooses a password with the one-time link from an email; a dead link points to a fresh one. */
export function SetPasswordForm() {
  const router = useRouter();
  const token = useSearchParams().get('token') ?? '';
  const formRef = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<FormError | null>(token ? null : { message: MSG.setPasswordLinkInvalid, linkProblem: true });
  const [submitting, setSubmitting] = useState(false);

  function fail(next: FormError) {
    setError(next);
    toast.error(next.message);
    focusField(formRef.current, next.field);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = validate(setPasswordSchema, { token, password, confirmPassword });
    if (!input.ok) return fail({ message: input.message, field: input.field, linkProblem: input.field === 'token' });
    setError(null);
    setSubmitting(true);
    try {
      await apiPost('/auth/set-password', input.data);
      toast.success(MSG.passwordSet);
      router.replace('/login');
    } catch (caught) {
      setSubmitting(false);
      const message = errorMessage(caught, MSG_ADMIN.setPasswordFailed);
      fail({ message, linkProblem: message === MSG.setPasswordLinkInvalid });
    }
  }

  const invalid = (field: string) => (error?.field === field ? true : undefined);

  return (
    <form ref={formRef} method="post" onSubmit={submit} noValidate className="space-y-5">
      <Field label="New password" htmlFor="password" hint={`At least ${PASSWORD_MIN_LENGTH} characters.`} hintId={HINT_ID}>
        <Input
          id="password"
          name="password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={invalid('password')}
          aria-describedby={error ? `${HINT_ID} ${ERROR_ID}` : HINT_ID}
        />
      </Field>
      <Field label="Confirm password" htmlFor="confirmPassword">
        <Input
          id="confirmPassword"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(e) => setConfirmPassword(e.target.value)}
          aria-invalid={invalid('confirmPassword')}
          aria-describedby={error ? ERROR_ID : undefined}
        />
      </Field>
      <div id={ERROR_ID}>
        <FormAlert message={error?.message ?? null} />
        {error?.linkProblem && (
          <Link href="/forgot-password" className="mt-1 inline-block text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
            Get a new link
          </Link>
        )}
      </div>
      <Button type="submit" size="lg" className="w-full" loading={submitting}>
        Set password
      </Button>
    </form>
  );
}
