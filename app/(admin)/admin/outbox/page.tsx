import type { Metadata } from 'next';
import { OutboxPanel } from '@/components/admin/outbox-panel';
import { PageHeading } from '@/components/layout/page-heading';

export const metadata: Metadata = { title: 'Email outbox' };

export default function AdminOutboxPage() {
  return (
    <>
      <PageHeading title="Email outbox" description="The newest emails the service has sent or is still trying to send, with any delivery error." />
      <OutboxPanel />
    </>
  );
}
