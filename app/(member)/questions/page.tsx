import type { Metadata } from 'next';
import { PageHeading } from '@/components/layout/page-heading';
import { CompatibilityQuestionsView } from '@/components/member/questions/compatibility-questions';
import { MSG_DISCOVERY_UI } from '@/lib/shared/messages/discovery';

export const metadata: Metadata = { title: MSG_DISCOVERY_UI.questionsTitle };

export default function QuestionsPage() {
  return (
    <>
      <PageHeading title={MSG_DISCOVERY_UI.questionsTitle} description={MSG_DISCOVERY_UI.questionsDescription} />
      <CompatibilityQuestionsView />
    </>
  );
}
