import type { Metadata } from 'next';
import { AuditLogPanel } from '@/components/admin/audit-log-panel';
import { PageHeading } from '@/components/layout/page-heading';

export const metadata: Metadata = { title: 'Audit log' };

export default function AdminAuditPage() {
  return (
    <>
      <PageHeading title="Audit log" description="Every change an admin made to a profile: who, what and when, with the record before and after." />
      <AuditLogPanel />
    </>
  );
}
