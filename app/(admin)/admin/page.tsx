import type { Metadata } from 'next';
import { AdminDashboard } from '@/components/admin/admin-dashboard';
import { PageHeading } from '@/components/layout/page-heading';
import { MSG_ADMIN } from '@/lib/shared/messages/admin';

export const metadata: Metadata = { title: 'Admin Dashboard' };

export default function AdminDashboardPage() {
  return (
    <>
      <PageHeading title={MSG_ADMIN.adminDashboard} description={MSG_ADMIN.dashboardDescription} />
      <AdminDashboard />
    </>
  );
}
