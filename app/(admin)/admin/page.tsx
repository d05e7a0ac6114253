import type { Metadata } from 'next';
import { AdminDashboard } from '@/components/admin/admin-dashboard';
import { PageHeading } from '@/components/layout/page-heading';

export const metadata: Metadata = { title: 'Admin Dashboard' };

export default function AdminDashboardPage() {
  return (
    <>
      <PageHeading title="Admin Dashboard" description="List every member profile, create and edit accounts, and message any user." />
      <AdminDashboard />
    </>
  );
}
