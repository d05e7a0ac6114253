import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ChatView } from '@/components/chat/chat-view';

export const metadata: Metadata = { title: 'Admin Chats' };

export default function AdminChatsPage() {
  return (
    <Suspense>
      <ChatView path="/admin/chats" emptyListText="No conversations yet. Message a member from the Admin Dashboard." />
    </Suspense>
  );
}
