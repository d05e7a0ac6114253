'use client';
import { useQueryClient } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import { useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toastFailure } from '@/lib/client/failure-toast';
import { useActiveChat } from '@/lib/client/active-chat';
import { useAuthStore } from '@/lib/client/auth-store';
import { withLeftChats } from '@/lib/client/chat-cache';
import type { ChatPartner } from '@/lib/client/chat-types';
import { useClosedChats } from '@/lib/client/closed-chats';
import { chatListQuery, useChatList } from '@/lib/client/queries/chats';
import { profileQuery } from '@/lib/client/queries/users';
import { MSG_CHAT } from '@/lib/shared/messages/chat';
import { cn } from '@/components/ui/cn';
import { ChatList } from './chat-list';
import { Conversation } from './conversation';
import { PushPrompt } from './push-prompt';

/**
 * Chats (SPEC.md section 2): the list on the left and the conversation on the right; on a phone
 * one at a time, the list first. `?userId=` opens that chat and is then removed from the URL.
 * Admins use the same screen at their own path, where a list with no chats has no Find Matches.
 */
export function ChatView({ path = '/chats', emptyListText }: { path?: string; emptyListText?: string }) {
  const me = useAuthStore((s) => s.user?.id);
  const chats = useChatList();
  const left = useClosedChats((s) => s.left);
  const rows = useMemo(() => withLeftChats(chats.data ?? [], left), [chats.data, left]);
  const client = useQueryClient();
  const [partner, setPartner] = useState<ChatPartner | null>(null);
  const router = useRouter();
  const searchParams = useSearchParams();
  const preselect = searchParams.get('userId');
  const handled = useRef<string | null>(null);
  // Opened by address (the message dialog's "Send and open chat", a notice): the cursor goes to the composer.
  const [arrivedFor, setArrivedFor] = useState<string | null>(null);

  const setActiveChat = useActiveChat((s) => s.setPartnerId);
  useEffect(() => {
    setActiveChat(partner?.id ?? null);
    return () => setActiveChat(null);
  }, [partner?.id, setActiveChat]);

  useEffect(() => {
    if (chats.error) toastFailure(chats.error, MSG_CHAT.chatsFetchFailed);
  }, [chats.error]);

  /** `/chats?userId=`: the chat with that person, even before a first message. */
  const openChatWith = useCallback(
    async (userId: string) => {
      const known = client.getQueryData(chatListQuery.queryKey)?.find((c) => c.user.id === userId);
      if (known) return setPartner(known.user);
      try {
        const profile = await client.fetchQuery(profileQuery(userId));
        setPartner({ id: userId, firstName: profile.firstName, lastName: profile.lastName, verifiedUniversity: profile.verifiedUniversity, verifiedPhoto: profile.verifiedPhoto });
      } catch (error) {
        toastFailure(error, MSG_CHAT.messagesFetchFailed);
      }
    },
    [client],
  );

  useEffect(() => {
    if (!preselect || handled.current === preselect) return;
    handled.current = preselect;
    setArrivedFor(preselect);
    void openChatWith(preselect);
    router.replace(path);
  }, [preselect, openChatWith, router, path]);

  return (
    // The page's height is the window's less the banner (4rem) and the layout's padding (3rem,
    // 4rem from lg), so the composer is always on screen; minmax(0, …) lets no content widen it.
    <div className="grid h-[calc(100dvh-7rem)] min-h-[24rem] grid-rows-[minmax(0,1fr)] overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm md:grid-cols-[18rem_minmax(0,1fr)] lg:h-[calc(100dvh-8rem)] xl:grid-cols-[20rem_minmax(0,1fr)]">
      <aside className={cn('min-h-0 min-w-0 overflow-y-auto border-stone-200 md:block md:border-r', partner ? 'hidden' : 'block')}>
        <h2 className="border-b border-stone-200 px-4 py-3 font-serif text-lg text-brand-900">{MSG_CHAT.chats}</h2>
        {path === '/chats' && rows.length > 0 && <PushPrompt />}
        <ChatList chats={rows} me={me} emptyText={emptyListText} activeId={partner?.id} opening={partner} onOpen={(c) => setPartner(c.user)} />
      </aside>
      <div className={cn('min-h-0 min-w-0', partner ? 'block' : 'hidden md:block')}>
        {partner ? (
          <Conversation key={partner.id} partner={partner} focusComposer={arrivedFor === partner.id} onBack={() => setPartner(null)} />
        ) : (
          <div className="grid h-full place-items-center p-6 text-center text-stone-600">
            <div>
              <MessageCircle className="mx-auto mb-3 size-10 text-brand-300" aria-hidden="true" />
              <p>{MSG_CHAT.selectChat}</p>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
