'use client';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/input';
import { apiPost } from '@/lib/client/api';
import { errorMessage } from '@/lib/client/api-error';
import { forgotPasswordSchema } from '@/lib/schemas/password';
import { validate } from '@/lib/schemas/validate';
import { MSG, MSG_ADMIN } from '@/lib/shared/messages';

const ERROR_ID = 'forgot-password-error';

/** Asks for a set-password link; the answer is the same whether or not the account exists. */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = validate(forgotPasswordSchema, { email });
    if (!input.ok) {
      setError(input.message);
      toast.error(input.message);
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      await apiPost('/auth/forgot-password', input.data);
      setSent(true);
    } catch (caught) {
      const message = errorMessage(caught, MSG_ADMIN.requestLinkFailed);
      setError(message);
      toast.error(message);
    } finally {
      setSubmitting(false);
    }
  }

  if (sent) {
    return (
      <p role="status" className="rounded-xl bg-brand-50 p-4 text-brand-900">
        {MSG.passwordResetSent}
      </p>
    );
  }

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-5">
      <Field label="Email" htmlFor="email">
        <Input
          id="email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ERROR_ID : undefined}
        />
      </Field>
      <FormAlert id={ERROR_ID} message={error} />
      <Button type="submit" size="lg" className="w-full" loading={submitting}>
        Send me a link
      </Button>
    </form>
  );
}
