'use client';
import Link from 'next/link';
import { useState } from 'react';
import { useSignedInHereBefore } from '@/lib/client/returning-visitor';
import { MSG_AUTH } from '@/lib/shared/messages/auth';
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
    ? [MSG_AUTH.loginSanctionedTitle, MSG_AUTH.loginSanctionedSubtitle]
    : returning
      ? [MSG_AUTH.loginReturningTitle, MSG_AUTH.loginReturningSubtitle]
      : [MSG_AUTH.loginFirstTitle, MSG_AUTH.loginFirstSubtitle];
  return (
    <AuthShell
      title={title}
      subtitle={subtitle}
      footer={
        <>
          {MSG_AUTH.newHere}{' '}
          <Link href="/signup" className="font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600">
            {MSG_AUTH.createAnAccount}
          </Link>
        </>
      }
    >
      <LoginForm onSanctionShown={setSanctioned} />
    </AuthShell>
  );
}
