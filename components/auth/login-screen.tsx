'use client';
import Link from 'next/link';
import { useState } from 'react';
import { useSignedInHereBefore } from '@/lib/client/returning-visitor';
import { MSG_SHELL } from '@/lib/shared/messages';
import { AuthShell } from './auth-shell';
import { LoginForm } from './login-form';

/**
 * The login page's heading fits who is there: "Welcome back" only for someone who has signed in
 * from this browser before, and no greeting at all above a suspension or ban.
 */
export function LoginScreen() {
  const returning = useSignedInHereBefore();
  const [sanctioned, setSanctioned] = useState(false);
  const [title, subtitle] = sanctioned
    ? [MSG_SHELL.loginSanctionedTitle, MSG_SHELL.loginSanctionedSubtitle]
    : returning
      ? [MSG_SHELL.loginReturningTitle, MSG_SHELL.loginReturningSubtitle]
      : [MSG_SHELL.loginFirstTitle, MSG_SHELL.loginFirstSubtitle];
  return (
    <AuthShell
      title={title}
      subtitle={subtitle}
      footer={
        <>
          New here?{' '}
          <Link href="/signup" className="font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600">
            Create an account
          </Link>
        </>
      }
    >
      <LoginForm onSanctionShown={setSanctioned} />
    </AuthShell>
  );
}
