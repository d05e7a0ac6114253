import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthShell } from '@/components/auth/auth-shell';
import { SignupWizard } from '@/components/auth/signup-wizard';
import { TRIAL_DAYS } from '@/lib/shared/constants';

export const metadata: Metadata = { title: 'Sign up' };

export default function SignupPage() {
  return (
    <AuthShell
      title="Create your account"
      subtitle={`Three short steps, then your ${TRIAL_DAYS}-day free trial begins.`}
      footer={
        <>
          Already a member?{' '}
          <Link href="/login" className="font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600">
            Log in
          </Link>
        </>
      }
    >
      <SignupWizard />
    </AuthShell>
  );
}
