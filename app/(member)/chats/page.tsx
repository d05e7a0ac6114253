import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ChatView } from '@/components/chat/chat-view';

export const metadata: Metadata = { title: 'Chats' };

export default function ChatsPage() {
  return (
    <Suspense>
      <ChatView />
    </Suspense>
  );
}
