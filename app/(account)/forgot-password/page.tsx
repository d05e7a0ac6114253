import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthShell } from '@/components/auth/auth-shell';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';
import { MSG_AUTH } from '@/lib/shared/messages/auth';

export const metadata: Metadata = { title: 'Forgot password' };

export default function ForgotPasswordPage() {
  return (
    <AuthShell
      title={MSG_AUTH.forgotYourPassword}
      subtitle={MSG_AUTH.forgotPasswordSubtitle}
      footer={
        <Link href="/login" className="font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600">
          {MSG_AUTH.backToLogIn}
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthShell>
  );
}
