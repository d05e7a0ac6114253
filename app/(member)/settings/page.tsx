import type { Metadata } from 'next';
import { PageHeading } from '@/components/layout/page-heading';
import { SettingsView } from '@/components/member/settings-view';
import { MSG_SHELL } from '@/lib/shared/messages';

export const metadata: Metadata = { title: MSG_SHELL.settings };

export default function SettingsPage() {
  return (
    <>
      <PageHeading title={MSG_SHELL.settings} description={MSG_SHELL.settingsDescription} />
      <SettingsView />
    </>
  );
}
