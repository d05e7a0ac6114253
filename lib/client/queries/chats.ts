'use client';
import {
  infiniteQueryOptions,
  mutationOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useMutationState,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { HISTORY_PAGE_DEFAULT, HISTORY_PAGE_MAX } from '@/lib/shared/constants';
import { apiGet, apiPost } from '../api';
import { useAuthStore } from '../auth-store';
import { addMessages, clearUnread, listWithMessage, markReadUpTo, newClientId, sendingPlaceholder, type ConversationData } from '../chat-cache';
import type { ChatMessage, ChatSummary, ClientMessage } from '../chat-types';

export const chatKeys = {
  all: ['chats'] as const,
  list: ['chats', 'list'] as const,
  conversations: ['chats', 'conversation'] as const,
  conversation: (userId: string) => ['chats', 'conversation', userId] as const,
  send: ['chats', 'send'] as const,
};

/** GET /api/chats: the member's conversations, newest first. */
export const chatListQuery = queryOptions({ queryKey: chatKeys.list, queryFn: () => apiGet<ChatSummary[]>('/chats') });
export const useChatList = () => useQuery(chatListQuery);

/**
 * Only numbers reach the query string: a cursor restored from local storage comes back as `null`
 * (JSON has no `undefined`), and `before=null` is a request the server rightly refuses.
 */
const historyPath = (userId: string, query: Record<string, number | null | undefined>) =>
  `/chats/messages/${userId}?${new URLSearchParams(Object.entries(query).flatMap(([k, v]) => (typeof v === 'number' ? [[k, String(v)]] : [])))}`;

/**
 * GET /api/chats/messages/{userId}: the newest page first, then `before=<seq>` backwards. A full
 * page whose oldest message is not the first of the conversation has more before it.
 */
export const conversationQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.conversation(userId),
    queryFn: ({ pageParam }) => apiGet<ChatMessage[]>(historyPath(userId, { before: pageParam, limit: HISTORY_PAGE_DEFAULT })),
    // `null`, not `undefined`: the newest page's cursor must survive the trip through JSON as itself.
    initialPageParam: null as number | null,
    getNextPageParam: (page) => (page.length === HISTORY_PAGE_DEFAULT && page[0].seq > 1 ? page[0].seq : undefined),
  });

export const useConversationQuery = (userId: string) => useInfiniteQuery(conversationQuery(userId));

/** Everything stored after `afterSeq`, page by page (`after=<seq>`): what a reconnect missed. */
export async function fetchMessagesAfter(userId: string, afterSeq: number): Promise<ChatMessage[]> {
  const missed: ChatMessage[] = [];
  let from = afterSeq;
  for (;;) {
    const page = await apiGet<ChatMessage[]>(historyPath(userId, { after: from, limit: HISTORY_PAGE_MAX }));
    missed.push(...page);
    if (page.length < HISTORY_PAGE_MAX) return missed;
    from = page[page.length - 1].seq;
  }
}

/** The newest page again, for status changes (delivered, read) of messages already held. */
export const fetchNewestMessages = (userId: string) => apiGet<ChatMessage[]>(historyPath(userId, { limit: HISTORY_PAGE_DEFAULT }));

export type SendInput = { senderId: string; receiverId: string; content: string; clientId: string; at: string };

/**
 * What one send carries, built here for every caller: the text as the server will store it
 * (trimmed), a fresh `clientId` (the placeholder's key and the server's idempotency key) and the
 * time the placeholder shows until the stored message replaces it.
 */
export function sendInput(senderId: string, receiverId: string, content: string): SendInput {
  return { senderId, receiverId, content: content.trim(), clientId: newClientId(), at: new Date().toISOString() };
}

/**
 * POST /api/chats/messages, from the chat composer and the message dialogs alike. Every send
 * carries a `clientId`, so the stored message replaces its placeholder and a retry is not stored
 * twice. Sends to one person share a mutation scope, so TanStack Query starts each only after the
 * previous one is answered: requests racing each other would otherwise be stored in the order
 * they reached the database, not the order they were written in. The ones waiting show as
 * `sending` placeholders all the same (a queued mutation is already pending).
 */
export function sendMessageMutation(client: QueryClient, receiverId?: string) {
  return mutationOptions({
    mutationKey: chatKeys.send,
    scope: { id: receiverId ? `chat:${receiverId}` : 'chat' },
    mutationFn: ({ receiverId: to, content, clientId }: SendInput) => apiPost<ChatMessage>('/chats/messages', { receiverId: to, content, clientId }),
    onSuccess: (stored) => {
      client.setQueryData<ConversationData>(chatKeys.conversation(stored.receiverId), (data) => addMessages(data, [stored]));
      const chats = client.getQueryData<ChatSummary[]>(chatKeys.list);
      // A first message makes a new chat, which only the server can describe.
      if (!chats?.some((c) => c.user.id === stored.receiverId)) return client.invalidateQueries({ queryKey: chatKeys.list });
      client.setQueryData(chatKeys.list, listWithMessage(chats, stored, stored.senderId));
    },
  });
}

/** `send(to, content)` resolves to the stored message; the sender is the signed-in member. */
export function useSendMessage(receiverId?: string) {
  const senderId = useAuthStore((s) => s.user?.id ?? '');
  const mutation = useMutation(sendMessageMutation(useQueryClient(), receiverId));
  return { isPending: mutation.isPending, send: (to: string, content: string) => mutation.mutateAsync(sendInput(senderId, to, content)) };
}

/** The `sending` placeholders of one conversation: the sends still waiting for the server. */
export function useSendingTo(receiverId: string | null): ClientMessage[] {
  return useMutationState({
    filters: { mutationKey: chatKeys.send, status: 'pending' },
    select: (mutation) => mutation.state.variables as SendInput,
  })
    .filter((input) => input.receiverId === receiverId)
    .map(sendingPlaceholder);
}

/** POST /api/chats/messages/read: this message and every earlier one from its sender are read. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (message: ClientMessage) => apiPost('/chats/messages/read', { messageId: message._id, readerId: message.receiverId }),
    onSuccess: (_, message) => {
      client.setQueryData<ConversationData>(chatKeys.conversation(message.senderId), (data) => markReadUpTo(data, message.senderId, message.seq));
      client.setQueryData<ChatSummary[]>(chatKeys.list, (chats) => clearUnread(chats, message.senderId));
    },
  });
}
