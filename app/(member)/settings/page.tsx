import type { Metadata } from 'next';
import { PageHeading } from '@/components/layout/page-heading';
import { SettingsView } from '@/components/member/settings-view';
import { MSG_SETTINGS } from '@/lib/shared/messages/shell';

export const metadata: Metadata = { title: MSG_SETTINGS.title };

export default function SettingsPage() {
  return (
    <>
      <PageHeading title={MSG_SETTINGS.title} description={MSG_SETTINGS.description} />
      <SettingsView />
    </>
  );
}
