import type { Metadata } from 'next';
import { MfaSettings } from '@/components/admin/security/mfa-settings';
import { PageHeading } from '@/components/layout/page-heading';
import { MSG_MFA } from '@/lib/shared/messages/mfa';

export const metadata: Metadata = { title: 'Security' };

export default function AdminSecurityPage() {
  return (
    <>
      <PageHeading title={MSG_MFA.title} description={MSG_MFA.pageDescription} />
      <MfaSettings />
    </>
  );
}
