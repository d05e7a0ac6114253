'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { apiGet, apiPost } from '@/lib/client/api';
import { errorMessage } from '@/lib/client/api-error';
import { useAuthStore } from '@/lib/client/auth-store';
import { cacheKeys, readCache, writeCache } from '@/lib/client/cache';
import type { ChatMessage, ChatPartner, ChatSummary, ClientMessage, StatusNotice } from '@/lib/client/chat-types';
import { connectChatSocket } from '@/lib/client/socket';
import { MSG } from '@/lib/shared/messages';
import { filterProfanity } from '@/lib/shared/profanity';
import { cacheable, laterStatus, mergeMessages, newClientId } from './merge-messages';

const PAGE = 50;

/**
 * The chat screen's state: the chat list, the open conversation, the socket, and the rules of
 * SPEC.md section 4 (placeholder while sending, ignore known ids, auto-read what is shown).
 */
export function useChat() {
  const me = useAuthStore((s) => s.user?.id);
  const token = useAuthStore((s) => s.token);
  const [chats, setChats] = useState<ChatSummary[]>([]);
  const [partner, setPartner] = useState<ChatPartner | null>(null);
  const [messages, setMessages] = useState<ClientMessage[]>([]);
  const [loading, setLoading] = useState(false);
  const [hasEarlier, setHasEarlier] = useState(false);
  const partnerRef = useRef<ChatPartner | null>(null);
  const chatsRef = useRef<ChatSummary[]>([]);
  const messagesRef = useRef<ClientMessage[]>([]);
  const readRequested = useRef<string | null>(null);
  partnerRef.current = partner;
  chatsRef.current = chats;
  messagesRef.current = messages;

  /** Changes the open conversation's messages and keeps its bounded cache in step. */
  const updateMessages = useCallback((partnerId: string, change: (current: ClientMessage[]) => ClientMessage[]) => {
    if (partnerRef.current?.id !== partnerId) {
      const cached = readCache<ClientMessage[]>(cacheKeys.messages(partnerId));
      if (cached) writeCache(cacheKeys.messages(partnerId), cacheable(change(cached)));
      return;
    }
    setMessages((current) => {
      const next = change(current);
      writeCache(cacheKeys.messages(partnerId), cacheable(next));
      return next;
    });
  }, []);

  const refreshChats = useCallback(async () => {
    try {
      const list = await apiGet<ChatSummary[]>('/chats');
      setChats(list);
      writeCache(cacheKeys.chats, list);
    } catch (error) {
      toast.error(errorMessage(error, MSG.chatsFetchFailed));
    }
  }, []);

  const fetchPage = useCallback(
    async (partnerId: string, query = '') => {
      try {
        const page = await apiGet<ChatMessage[]>(`/chats/messages/${partnerId}${query}`);
        updateMessages(partnerId, (current) => mergeMessages(current, page));
        return page;
      } catch (error) {
        toast.error(errorMessage(error, MSG.messagesFetchFailed));
        return undefined;
      }
    },
    [updateMessages],
  );

  const openChat = useCallback(
    async (next: ChatPartner) => {
      readRequested.current = null;
      partnerRef.current = next;
      setPartner(next);
      setMessages(readCache<ClientMessage[]>(cacheKeys.messages(next.id)) ?? []);
      setLoading(true);
      const page = await fetchPage(next.id);
      if (partnerRef.current?.id === next.id) {
        setLoading(false);
        setHasEarlier(!!page && page.length === PAGE && page[0].seq > 1);
      }
    },
    [fetchPage],
  );

  /** `/chats?userId=`: the chat with that person, even before a first message. */
  const openChatWith = useCallback(
    async (userId: string) => {
      const known = chatsRef.current.find((c) => c.user.id === userId);
      if (known) return openChat(known.user);
      try {
        const profile = await apiGet<ChatPartner>(`/users/profile/${userId}`);
        await openChat({ id: userId, firstName: profile.firstName, lastName: profile.lastName });
      } catch (error) {
        toast.error(errorMessage(error, MSG.messagesFetchFailed));
      }
    },
    [openChat],
  );

  const closeChat = useCallback(() => {
    partnerRef.current = null;
    setPartner(null);
    setMessages([]);
  }, []);

  const loadEarlier = useCallback(async () => {
    const current = partnerRef.current;
    const first = messages.find((m) => m.status !== 'sending');
    if (!current || !first) return;
    const page = await fetchPage(current.id, `?before=${first.seq}&limit=${PAGE}`);
    setHasEarlier(!!page && page.length === PAGE && page[0].seq > 1);
  }, [fetchPage, messages]);

  const send = useCallback(
    async (content: string): Promise<boolean> => {
      const to = partnerRef.current;
      const text = content.trim();
      if (!text || !to) {
        toast.error(MSG.chatMessageEmpty);
        return false;
      }
      if (!me) {
        toast.error(MSG.userIdMissing);
        return false;
      }
      if (!token) {
        toast.error(MSG.chatNotAuthenticated);
        return false;
      }
      // The same filter as the server's, so what the sender sees is what is stored.
      const clean = filterProfanity(text);
      const clientId = newClientId();
      const placeholder: ClientMessage = {
        _id: `local-${clientId}`,
        conversationId: '',
        senderId: me,
        receiverId: to.id,
        content: clean,
        timestamp: new Date().toISOString(),
        status: 'sending',
        seq: Number.MAX_SAFE_INTEGER,
        clientId,
      };
      const isFirst = !chatsRef.current.some((c) => c.user.id === to.id);
      updateMessages(to.id, (current) => [...current, placeholder]);
      try {
        const stored = await apiPost<ChatMessage>('/chats/messages', { receiverId: to.id, content: clean, clientId });
        updateMessages(to.id, (current) => mergeMessages(current, [stored]));
        // One confirmation when a new conversation starts; every later message shows its tick.
        if (isFirst) toast.success(MSG.messageSent);
        void refreshChats();
        return true;
      } catch (error) {
        updateMessages(to.id, (current) => current.filter((m) => m._id !== placeholder._id));
        toast.error(errorMessage(error, MSG.messageSendFailed));
        return false;
      }
    },
    [me, token, refreshChats, updateMessages],
  );

  // The socket: incoming messages, status changes, and catching up after a reconnect.
  useEffect(() => {
    if (!token || !me) return;
    const socket = connectChatSocket(token, me);
    let connectedBefore = false;
    socket.on('connect', () => {
      if (connectedBefore) {
        void refreshChats();
        const open = partnerRef.current;
        if (open) {
          const lastSeq = messagesRef.current.filter((m) => m.status !== 'sending').at(-1)?.seq ?? 0;
          void fetchPage(open.id, `?after=${lastSeq}&limit=100`);
          void fetchPage(open.id);
        }
      }
      connectedBefore = true;
    });
    socket.on('newMessage', (message: ChatMessage, ack?: (reply: unknown) => void) => {
      ack?.({ received: true });
      const other = message.senderId === me ? message.receiverId : message.senderId;
      const held = partnerRef.current?.id === other ? messagesRef.current : (readCache<ClientMessage[]>(cacheKeys.messages(other)) ?? []);
      if (held.some((m) => m._id === message._id)) return;
      updateMessages(other, (current) => mergeMessages(current, [message]));
      void refreshChats();
    });
    socket.on('messageDelivered', (notice: StatusNotice) => {
      updateMessages(notice.receiverId, (current) =>
        current.map((m) => (m._id === notice.messageId ? { ...m, status: laterStatus(m.status, 'delivered') } : m)),
      );
    });
    socket.on('messageRead', (notice: StatusNotice) => {
      const mine = notice.senderId === me;
      updateMessages(mine ? notice.receiverId : notice.senderId, (current) =>
        current.map((m) => (m.senderId === notice.senderId && m.status !== 'sending' && m.seq <= notice.seq ? { ...m, status: 'read' } : m)),
      );
      if (!mine) void refreshChats();
    });
    return () => {
      socket.close();
    };
  }, [token, me, refreshChats, fetchPage, updateMessages]);

  // Messages to me that the open chat shows and that are neither read nor sending: read them.
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const update = () => setVisible(document.visibilityState === 'visible');
    update();
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  useEffect(() => {
    if (!me || !partner || !visible) return;
    const newest = [...messages].reverse().find((m) => m.receiverId === me && m.status !== 'read' && m.status !== 'sending');
    if (!newest || readRequested.current === newest._id) return;
    readRequested.current = newest._id;
    apiPost('/chats/messages/read', { messageId: newest._id, readerId: me })
      .then(() => {
        updateMessages(partner.id, (current) => current.map((m) => (m.receiverId === me && m.seq <= newest.seq ? { ...m, status: 'read' } : m)));
        setChats((list) => list.map((c) => (c.user.id === partner.id ? { ...c, unreadCount: 0 } : c)));
      })
      .catch(() => {
        readRequested.current = null;
      });
  }, [messages, me, partner, visible, updateMessages]);

  // The list from the cache at once, then from the server.
  useEffect(() => {
    setChats(readCache<ChatSummary[]>(cacheKeys.chats) ?? []);
    void refreshChats();
  }, [refreshChats]);

  return { me, chats, partner, messages, loading, hasEarlier, openChat, openChatWith, closeChat, loadEarlier, send };
}
