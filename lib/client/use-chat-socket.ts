'use client';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { MSG_ACCOUNT } from '@/lib/shared/messages';
import { SOCKET_EVENTS } from '@/lib/shared/socket-events';
import { useAuthStore } from './auth-store';
import { addMessages, hasMessage, markDelivered, markReadUpTo, newestSeq, type ConversationData } from './chat-cache';
import { chatKeys, fetchMessagesAfter, fetchNewestMessages } from './queries/chats';
import { signOutLocally } from './sign-out';
import { connectChatSocket } from './socket';

/**
 * After a reconnect: the list again, and for each open conversation whatever was stored after
 * its newest message (by sequence number) plus the newest page for status changes. Closed ones
 * are only marked stale, so opening them fetches afresh.
 */
async function catchUp(client: QueryClient): Promise<void> {
  void client.invalidateQueries({ queryKey: chatKeys.list });
  const queries = client.getQueryCache().findAll({ queryKey: chatKeys.conversations });
  await Promise.all(
    queries.map(async (query) => {
      if (!query.isActive()) return client.invalidateQueries({ queryKey: query.queryKey, refetchType: 'none' });
      const userId = String(query.queryKey[2]);
      const held = client.getQueryData<ConversationData>(query.queryKey);
      try {
        const [missed, newest] = await Promise.all([fetchMessagesAfter(userId, newestSeq(held)), fetchNewestMessages(userId)]);
        client.setQueryData<ConversationData>(query.queryKey, (data) => addMessages(data, [...missed, ...newest]));
      } catch {
        await client.invalidateQueries({ queryKey: query.queryKey });
      }
    }),
  );
}

/**
 * The socket of the chat screen: pushed messages and status changes go straight into the query
 * cache, and a session the server ended signs this browser out.
 */
export function useChatSocket(): void {
  const me = useAuthStore((s) => s.user?.id);
  const token = useAuthStore((s) => s.token);
  const client = useQueryClient();
  const router = useRouter();

  useEffect(() => {
    if (!token || !me) return;
    const socket = connectChatSocket(token, me);
    const patch = (partnerId: string, change: (data: ConversationData | undefined) => ConversationData | undefined) =>
      client.setQueryData<ConversationData>(chatKeys.conversation(partnerId), change);
    let connectedBefore = false;
    socket.on('connect', () => {
      if (connectedBefore) void catchUp(client);
      connectedBefore = true;
    });
    socket.on(SOCKET_EVENTS.newMessage, (message, ack) => {
      ack?.({ received: true });
      const partnerId = message.senderId === me ? message.receiverId : message.senderId;
      // SPEC.md section 4: a message already held (our own send, a second tab) is ignored.
      if (hasMessage(client.getQueryData(chatKeys.conversation(partnerId)), message._id)) return;
      patch(partnerId, (data) => addMessages(data, [message]));
      void client.invalidateQueries({ queryKey: chatKeys.list });
    });
    socket.on(SOCKET_EVENTS.messageDelivered, (notice) => patch(notice.receiverId, (data) => markDelivered(data, notice.messageId)));
    socket.on(SOCKET_EVENTS.messageRead, (notice) => {
      const mine = notice.senderId === me;
      patch(mine ? notice.receiverId : notice.senderId, (data) => markReadUpTo(data, notice.senderId, notice.seq));
      if (!mine) void client.invalidateQueries({ queryKey: chatKeys.list });
    });
    socket.on(SOCKET_EVENTS.sessionEnded, () => {
      socket.close();
      void signOutLocally();
      toast.error(MSG_ACCOUNT.sessionEnded);
      router.push('/login');
    });
    return () => {
      socket.close();
    };
  }, [token, me, client, router]);
}
