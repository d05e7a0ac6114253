import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthShell } from '@/components/auth/auth-shell';
import { SignupWizard } from '@/components/auth/signup-wizard';
import { TRIAL_DAYS } from '@/lib/shared/constants';
import { MSG_AUTH } from '@/lib/shared/messages/auth';

export const metadata: Metadata = { title: 'Sign up' };

export default function SignupPage() {
  return (
    <AuthShell
      title={MSG_AUTH.createYourAccount}
      subtitle={`Three short steps, then your ${TRIAL_DAYS}-day free trial begins.`}
      footer={
        <>
          {MSG_AUTH.alreadyAMember}{' '}
          <Link href="/login" className="font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600">
            {MSG_AUTH.logIn}
          </Link>
        </>
      }
    >
      <SignupWizard />
    </AuthShell>
  );
}
