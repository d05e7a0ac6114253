'use client';
import { usePasswordStrength } from '@/lib/client/use-password-strength';
import { PASSWORD_MIN_LENGTH } from '@/lib/shared/constants';
import { MSG_PASSWORD } from '@/lib/shared/messages/password';

/**
 * The hint under every field where a member chooses a password: the length rule until there is
 * something to judge, then the server's own verdict on it, read out politely as it changes.
 */
export function NewPasswordHint({ password, userInputs }: { password: string; userInputs?: string[] }) {
  const strength = usePasswordStrength(password, userInputs);
  const text = !strength ? `At least ${PASSWORD_MIN_LENGTH} characters.` : strength.ok ? MSG_PASSWORD.passwordStrongEnough : strength.message;
  return (
    <span aria-live="polite" className={strength && !strength.ok ? 'text-amber-800' : strength?.ok ? 'text-brand-800' : undefined}>
      {text}
    </span>
  );
}
