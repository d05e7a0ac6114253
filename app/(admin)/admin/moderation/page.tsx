import type { Metadata } from 'next';
import { ModerationQueue } from '@/components/admin/moderation/moderation-queue';
import { VerificationsSection } from '@/components/admin/moderation/verifications-section';
import { PageHeading } from '@/components/layout/page-heading';
import { MSG_MODERATION } from '@/lib/shared/messages/moderation';

export const metadata: Metadata = { title: MSG_MODERATION.pageTitle };

export default function AdminModerationPage() {
  return (
    <>
      <PageHeading title={MSG_MODERATION.pageTitle} description={MSG_MODERATION.pageDescription} />
      <ModerationQueue />
      <VerificationsSection />
    </>
  );
}
