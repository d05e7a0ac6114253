import type { Metadata } from 'next';
import { PageHeading } from '@/components/layout/page-heading';

export const metadata: Metadata = { title: 'My Profile' };

export default function ProfilePage() {
  return <PageHeading title="My Profile" description="View your profile details and edit them whenever something changes." />;
}
