import type { InfiniteData } from '@tanstack/react-query';
import type { ChatMessage, ChatSummary, ClientMessage } from './chat-types';

/**
 * The chat's merge rules, and the pure changes the socket and the send path make to the cached
 * conversations: each conversation is an infinite query whose first page holds the newest
 * messages and later pages reach back by sequence number.
 */
export type ConversationData = InfiniteData<ChatMessage[]>;

const RANK: Record<ClientMessage['status'], number> = { sending: 0, sent: 1, delivered: 2, read: 3 };

/** A status only moves forward: a late "delivered" never undoes "read". */
export const laterStatus = <S extends ClientMessage['status']>(a: S, b: S): S => (RANK[a] >= RANK[b] ? a : b);

/**
 * Merges fetched or pushed messages into what the screen holds: one entry per _id, a stored
 * message replaces its "sending" placeholder (same clientId), oldest first by sequence number.
 */
export function mergeMessages<M extends ClientMessage>(current: M[], incoming: M[]): M[] {
  const byId = new Map(current.map((m) => [m._id, m]));
  for (const message of incoming) {
    if (message.clientId) {
      for (const [id, held] of byId) {
        if (held.status === 'sending' && held.clientId === message.clientId && held.senderId === message.senderId) byId.delete(id);
      }
    }
    const known = byId.get(message._id);
    byId.set(message._id, known ? { ...message, status: laterStatus(known.status, message.status) } : message);
  }
  return [...byId.values()].sort((a, b) => a.seq - b.seq || a.timestamp.localeCompare(b.timestamp));
}

/** What the conversation shows: every fetched page and the sends still on their way, in order. */
export function conversationMessages(data: ConversationData | undefined, sending: ClientMessage[] = []): ClientMessage[] {
  // Placeholders first: a stored message then replaces the one with its clientId.
  return mergeMessages<ClientMessage>(sending, data?.pages.flat() ?? []);
}

export const hasMessage = (data: ConversationData | undefined, messageId: string) =>
  !!data?.pages.some((page) => page.some((m) => m._id === messageId));

/** The newest stored sequence number, where catching up after a reconnect starts. */
export const newestSeq = (data: ConversationData | undefined) =>
  Math.max(0, ...(data?.pages.flatMap((page) => page.map((m) => m.seq)) ?? []));

/** New or refreshed messages go into the newest page; an older page's copy of one is updated in place. */
export function addMessages(data: ConversationData | undefined, incoming: ChatMessage[]): ConversationData | undefined {
  if (!data || incoming.length === 0) return data;
  const inOlderPages = new Set(data.pages.slice(1).flatMap((page) => page.map((m) => m._id)));
  const older = incoming.filter((m) => inOlderPages.has(m._id));
  const newer = incoming.filter((m) => !inOlderPages.has(m._id));
  const pages = data.pages.map((page, index) => (index === 0 ? mergeMessages(page, newer) : older.length ? mergeOnlyKnown(page, older) : page));
  return { ...data, pages };
}

function mergeOnlyKnown(page: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const ids = new Set(page.map((m) => m._id));
  const known = incoming.filter((m) => ids.has(m._id));
  return known.length ? mergeMessages(page, known) : page;
}

function mapMessages(data: ConversationData | undefined, change: (m: ChatMessage) => ChatMessage): ConversationData | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => page.map(change)) };
}

/** The receiver's socket took the message. */
export const markDelivered = (data: ConversationData | undefined, messageId: string) =>
  mapMessages(data, (m) => (m._id === messageId ? { ...m, status: laterStatus(m.status, 'delivered') } : m));

/** Reading one message reads every earlier one from the same sender. */
export const markReadUpTo = (data: ConversationData | undefined, senderId: string, seq: number) =>
  mapMessages(data, (m) => (m.senderId === senderId && m.seq <= seq ? { ...m, status: 'read' } : m));

/** Leaving a conversation keeps only its newest page, so history is fetched again only when asked for. */
export function firstPageOnly(data: ConversationData | undefined): ConversationData | undefined {
  if (!data || data.pages.length <= 1) return data;
  return { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) };
}

/** The chat list after this member read what the other one sent. */
export const clearUnread = (chats: ChatSummary[] | undefined, partnerId: string) =>
  chats?.map((c) => (c.user.id === partnerId && c.unreadCount > 0 ? { ...c, unreadCount: 0 } : c));

/**
 * The list as the server sends it, with the rows of members who left while this tab was open put
 * back in their place (newest first): a read of the list after she left no longer has her. A read
 * that began before she left still has her row, open: it is shown closed all the same.
 */
export function withLeftChats(chats: ChatSummary[], left: Record<string, ChatSummary>): ChatSummary[] {
  const stale = chats.some((c) => left[c.user.id] && !c.closed);
  const gone = Object.values(left).filter((row) => !chats.some((c) => c.user.id === row.user.id));
  if (!stale && gone.length === 0) return chats;
  const shown = stale ? chats.map((c) => (left[c.user.id] && !c.closed ? { ...c, unreadCount: 0, closed: true } : c)) : chats;
  if (gone.length === 0) return shown;
  const time = (c: ChatSummary) => (c.lastMessage ? Date.parse(c.lastMessage.timestamp) : 0);
  return [...shown, ...gone].sort((a, b) => time(b) - time(a));
}

/** The chat list once its chat with this member can no longer be used: closed, nothing unread. */
export const closeChat = (chats: ChatSummary[] | undefined, partnerId: string) =>
  chats?.map((c) => (c.user.id === partnerId ? { ...c, unreadCount: 0, closed: true } : c));

/**
 * The chat list after a message of one of its chats arrived (pushed, or our own send answered):
 * that chat moves to the top with the message as its preview, and one more unread if it is to
 * me. A message no newer than the preview changes nothing, so hearing one twice counts it once.
 * A message of a chat the list does not hold yet leaves it as it is (the caller refetches).
 */
export function listWithMessage(chats: ChatSummary[] | undefined, message: ChatMessage, me: string): ChatSummary[] | undefined {
  const partnerId = message.senderId === me ? message.receiverId : message.senderId;
  const chat = chats?.find((c) => c.user.id === partnerId);
  if (!chats || !chat || (chat.lastMessage && chat.lastMessage.seq >= message.seq)) return chats;
  const unreadCount = message.receiverId === me && message.status !== 'read' ? chat.unreadCount + 1 : chat.unreadCount;
  return [{ ...chat, lastMessage: message, unreadCount }, ...chats.filter((c) => c !== chat)];
}

/**
 * The one placeholder a send shows until the server has stored the message, with the words as
 * written (they go to the server so, and its moderators see the original). The conversation
 * shows them through the server's own profanity filter (components/chat/use-conversation.ts),
 * so what the sender sees does not change when the answer comes; the filter's word lists stay in
 * the chat's own chunk, not in every member page's (this module is loaded by the layout's socket).
 */
export function sendingPlaceholder(input: { senderId: string; receiverId: string; content: string; clientId: string; at: string }): ClientMessage {
  return {
    _id: `local-${input.clientId}`,
    conversationId: '',
    senderId: input.senderId,
    receiverId: input.receiverId,
    content: input.content,
    timestamp: input.at,
    status: 'sending',
    seq: Number.MAX_SAFE_INTEGER,
    clientId: input.clientId,
    flagged: false,
  };
}

export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
