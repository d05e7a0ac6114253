import type { Metadata } from 'next';
import { AuditLogPanel } from '@/components/admin/audit-log-panel';
import { PageHeading } from '@/components/layout/page-heading';
import { MSG_ADMIN } from '@/lib/shared/messages/admin';

export const metadata: Metadata = { title: 'Audit log' };

export default function AdminAuditPage() {
  return (
    <>
      <PageHeading title={MSG_ADMIN.auditLog} description={MSG_ADMIN.auditDescription} />
      <AuditLogPanel />
    </>
  );
}
