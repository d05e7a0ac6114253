import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ChatView } from '@/components/chat/chat-view';
import { MSG_ADMIN } from '@/lib/shared/messages/admin';

export const metadata: Metadata = { title: 'Admin Chats' };

export default function AdminChatsPage() {
  return (
    <Suspense>
      <ChatView path="/admin/chats" emptyListText={MSG_ADMIN.chatsEmpty} />
    </Suspense>
  );
}
