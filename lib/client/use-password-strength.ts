'use client';
import { useEffect, useState } from 'react';
import { PASSWORD_MIN_LENGTH } from '@/lib/shared/constants';
import type { PasswordStrength } from '@/lib/shared/password-strength';

/** Long enough to let a typist finish a word, short enough to feel immediate. */
const SETTLE_MS = 250;

/**
 * The server's password rule, run in the browser while the member types. Its dictionaries are
 * large, so they load on the first password long enough to judge, never with the page.
 */
export function usePasswordStrength(password: string, userInputs: string[] = []): PasswordStrength | undefined {
  const [checked, setChecked] = useState<{ password: string; strength: PasswordStrength }>();
  const inputsKey = userInputs.join('\n');

  useEffect(() => {
    if (password.length < PASSWORD_MIN_LENGTH) return;
    let current = true;
    const timer = setTimeout(() => {
      void import('@/lib/shared/password-strength').then(({ checkPasswordStrength }) => {
        if (current) setChecked({ password, strength: checkPasswordStrength(password, inputsKey ? inputsKey.split('\n') : []) });
      });
    }, SETTLE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, inputsKey]);

  return checked?.password === password ? checked.strength : undefined;
}
