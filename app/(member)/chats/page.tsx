import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ChatView } from '@/components/chat/chat-view';

export const metadata: Metadata = { title: 'Chats' };

export default function ChatsPage() {
  return (
    // The chat fills the screen above the phone's tab bar (--tab-bar-space, zero on wide screens).
    <div className="[&>div]:h-[calc(100dvh-7rem-var(--tab-bar-space))] lg:[&>div]:h-[calc(100dvh-8rem)]">
      <Suspense>
        <ChatView />
      </Suspense>
    </div>
  );
}
