'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/client/toast';
import { toastFailure } from '@/lib/client/failure-toast';
import { useAuthStore } from '@/lib/client/auth-store';
import { conversationMessages, firstPageOnly, type ConversationData } from '@/lib/client/chat-cache';
import type { ChatPartner } from '@/lib/client/chat-types';
import { chatKeys, useChatList, useConversationQuery, useMarkRead, useSendingTo, useSendMessage } from '@/lib/client/queries/chats';
import { MSG_CHAT } from '@/lib/shared/messages/chat';
import { loadProfanityFilter, useProfanityFilter } from './use-profanity-filter';

function usePageVisible(): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const update = () => setVisible(document.visibilityState === 'visible');
    update();
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

/**
 * One open conversation (SPEC.md section 4): its messages with the sends still on their way,
 * earlier pages on request, sending, and reading what it shows. `showingNewest` says whether the
 * member sees the newest messages (not scrolled up into history): only then are they read. A
 * `closed` chat (blocked, or she left) reads nothing: it can never be answered.
 */
export function useConversation(partner: ChatPartner, showingNewest: boolean, closed = false) {
  const me = useAuthStore((s) => s.user?.id);
  const token = useAuthStore((s) => s.token);
  const client = useQueryClient();
  const query = useConversationQuery(partner.id);
  // A message on its way shows the text the server will store: masked. A send waits for the
  // filter, so only a tab that comes back to a chat with a send still going waits a moment to see it.
  const filter = useProfanityFilter();
  const pending = useSendingTo(partner.id);
  const sending = filter ? pending.map((message) => ({ ...message, content: filter(message.content) })) : [];
  const chats = useChatList();
  const sendMessage = useSendMessage(partner.id);
  const markRead = useMarkRead();
  const visible = usePageVisible();
  const readRequested = useRef<string | null>(null);
  const messages = conversationMessages(query.data, sending);

  useEffect(() => {
    if (query.error) toastFailure(query.error, MSG_CHAT.messagesFetchFailed);
  }, [query.error]);

  // Leaving keeps only the newest page: earlier history is fetched again when asked for.
  useEffect(() => () => void client.setQueryData<ConversationData>(chatKeys.conversation(partner.id), firstPageOnly), [client, partner.id]);

  // Messages to me that the chat shows and that are neither read nor sending: read them.
  const newestUnread = [...messages].reverse().find((m) => m.receiverId === me && m.status !== 'read' && m.status !== 'sending');
  const { mutate: read } = markRead;
  useEffect(() => {
    if (closed || !visible || !showingNewest || !newestUnread || readRequested.current === newestUnread._id) return;
    readRequested.current = newestUnread._id;
    read(newestUnread, {
      onError: () => {
        readRequested.current = null;
      },
    });
  }, [closed, visible, showingNewest, newestUnread, read]);

  async function send(content: string): Promise<boolean> {
    const text = content.trim();
    if (!text) {
      toast.error(MSG_CHAT.chatMessageEmpty);
      return false;
    }
    if (!me) {
      toast.error(MSG_CHAT.userIdMissing);
      return false;
    }
    if (!token) {
      toast.error(MSG_CHAT.chatNotAuthenticated);
      return false;
    }
    const isFirst = !chats.data?.some((c) => c.user.id === partner.id);
    try {
      await loadProfanityFilter();
      await sendMessage.send(partner.id, text);
      // One confirmation when a new conversation starts; every later message shows its tick.
      if (isFirst) toast.success(MSG_CHAT.messageSent);
      return true;
    } catch (error) {
      toastFailure(error, MSG_CHAT.messageSendFailed);
      return false;
    }
  }

  return {
    me,
    messages,
    loading: query.isPending,
    hasEarlier: query.hasNextPage,
    loadingEarlier: query.isFetchingNextPage,
    loadEarlier: () => {
      if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
    },
    send,
  };
}
