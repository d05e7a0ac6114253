import type { Metadata } from 'next';
import { OutboxPanel } from '@/components/admin/outbox-panel';
import { PageHeading } from '@/components/layout/page-heading';
import { MSG_ADMIN } from '@/lib/shared/messages/admin';

export const metadata: Metadata = { title: 'Email outbox' };

export default function AdminOutboxPage() {
  return (
    <>
      <PageHeading title={MSG_ADMIN.emailOutbox} description={MSG_ADMIN.outboxDescription} />
      <OutboxPanel />
    </>
  );
}
