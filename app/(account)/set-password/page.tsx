import type { Metadata } from 'next';
import Link from 'next/link';
import { Suspense } from 'react';
import { AuthShell } from '@/components/auth/auth-shell';
import { SetPasswordForm } from '@/components/auth/set-password-form';
import { MSG_AUTH } from '@/lib/shared/messages/auth';

export const metadata: Metadata = { title: 'Set your password' };

export default function SetPasswordPage() {
  return (
    <AuthShell
      title={MSG_AUTH.setYourPassword}
      subtitle={MSG_AUTH.setPasswordSubtitle}
      footer={
        <Link href="/login" className="font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600">
          {MSG_AUTH.backToLogIn}
        </Link>
      }
    >
      <Suspense>
        <SetPasswordForm />
      </Suspense>
    </AuthShell>
  );
}
