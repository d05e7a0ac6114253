import type { Metadata } from 'next';
import { PageHeading } from '@/components/layout/page-heading';

export const metadata: Metadata = { title: 'Admin Chats' };

export default function AdminChatsPage() {
  return <PageHeading title="Admin Chats" description="Read and reply to conversations with any member, shown with their first and last name." />;
}
