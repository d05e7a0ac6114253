import type { Metadata } from 'next';
import Link from 'next/link';
import { Suspense } from 'react';
import { AuthShell } from '@/components/auth/auth-shell';
import { SetPasswordForm } from '@/components/auth/set-password-form';

export const metadata: Metadata = { title: 'Set your password' };

export default function SetPasswordPage() {
  return (
    <AuthShell
      title="Set your password"
      subtitle="Choose the password you will log in with."
      footer={
        <Link href="/login" className="font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600">
          Back to log in
        </Link>
      }
    >
      <Suspense>
        <SetPasswordForm />
      </Suspense>
    </AuthShell>
  );
}
