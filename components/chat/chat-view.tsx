'use client';
import { MessageCircle } from 'lucide-react';
import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { MSG } from '@/lib/shared/messages';
import { cn } from '@/components/ui/cn';
import { ChatList } from './chat-list';
import { Conversation } from './conversation';
import { useChat } from './use-chat';

/**
 * Chats (SPEC.md section 2): the list on the left and the conversation on the right; on a phone
 * one at a time, the list first. `?userId=` opens that chat and is then removed from the URL.
 * Admins use the same screen at their own path, where a list with no chats has no Find Matches.
 */
export function ChatView({ path = '/chats', emptyListText }: { path?: string; emptyListText?: string }) {
  const chat = useChat();
  const router = useRouter();
  const searchParams = useSearchParams();
  const preselect = searchParams.get('userId');
  const handled = useRef<string | null>(null);
  const { openChatWith } = chat;

  useEffect(() => {
    if (!preselect || handled.current === preselect) return;
    handled.current = preselect;
    void openChatWith(preselect);
    router.replace(path);
  }, [preselect, openChatWith, router, path]);

  return (
    <div className="grid h-[calc(100dvh-8rem)] min-h-[26rem] overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm md:grid-cols-[20rem_1fr] lg:h-[calc(100dvh-4rem)]">
      <aside className={cn('min-h-0 overflow-y-auto border-stone-200 md:block md:border-r', chat.partner ? 'hidden' : 'block')}>
        <h2 className="border-b border-stone-200 px-4 py-3 font-serif text-lg text-brand-900">Chats</h2>
        <ChatList chats={chat.chats} me={chat.me} emptyText={emptyListText} activeId={chat.partner?.id} onOpen={(c) => void chat.openChat(c.user)} />
      </aside>
      <div className={cn('min-h-0', chat.partner ? 'block' : 'hidden md:block')}>
        {chat.partner ? (
          <Conversation
            partner={chat.partner}
            me={chat.me}
            messages={chat.messages}
            loading={chat.loading}
            hasEarlier={chat.hasEarlier}
            onBack={chat.closeChat}
            onLoadEarlier={() => void chat.loadEarlier()}
            onSend={chat.send}
          />
        ) : (
          <div className="grid h-full place-items-center p-6 text-center text-stone-500">
            <div>
              <MessageCircle className="mx-auto mb-3 size-10 text-brand-300" aria-hidden="true" />
              <p>{MSG.selectChat}</p>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
