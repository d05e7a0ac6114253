'use client';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { toast } from './toast';
import { MSG_AUTH } from '@/lib/shared/messages/auth';
import { MSG_CHAT } from '@/lib/shared/messages/chat';
import { SOCKET_OPTIONS } from '@/lib/shared/constants';
import { SOCKET_EVENTS, type SessionEndSanction } from '@/lib/shared/socket-events';
import { formatUkDateTime } from '@/lib/shared/dates';
import { useAuthStore } from './auth-store';
import { addMessages, closeChat, hasMessage, listWithMessage, markDelivered, markReadUpTo, newestSeq, type ConversationData } from './chat-cache';
import type { ChatSummary } from './chat-types';
import { chatKeys, fetchMessagesAfter, fetchNewestMessages } from './queries/chats';
import { SIGNED_OUT_TOAST, signOutLocally } from './sign-out';
import { connectChatSocket, SESSION_OVER_CODES, SOCKET_CONNECT_FAILED_TOAST, type ChatSocket } from './socket';
import { useClosedChats } from './closed-chats';
import type { ServerToClientEvents } from '@/lib/shared/socket-events';

/**
 * Whether this tab read chat data before its socket joined its rooms: anything pushed in between
 * (a message, a block, a read receipt) never reached it, so even a first connection catches up.
 */
function holdsChatData(client: QueryClient): boolean {
  return client.getQueryCache().findAll({ queryKey: chatKeys.all }).some((query) => query.state.dataUpdatedAt > 0);
}

/**
 * After a reconnect, or a first connection made after the page read its chats: the list again, and for each open conversation whatever was stored after
 * its newest message (by sequence number, every page of it: no gap) plus the newest page for
 * status changes, merged by id (no duplicate, also with what the socket pushes meanwhile).
 * Closed ones, and an open one that holds nothing yet, are only refetched afresh.
 */
async function catchUp(client: QueryClient): Promise<void> {
  void client.invalidateQueries({ queryKey: chatKeys.list });
  const queries = client.getQueryCache().findAll({ queryKey: chatKeys.conversations });
  await Promise.all(
    queries.map(async (query) => {
      if (!query.isActive()) return client.invalidateQueries({ queryKey: query.queryKey, refetchType: 'none' });
      const userId = String(query.queryKey[2]);
      const held = client.getQueryData<ConversationData>(query.queryKey);
      if (!held) return client.invalidateQueries({ queryKey: query.queryKey });
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
 * The chat list read again, from after this moment. A read already under way (the page's first)
 * may have begun before what just arrived was stored, and a refetch would only join it: it is
 * cancelled first.
 */
async function readListAfter(client: QueryClient): Promise<void> {
  await client.cancelQueries({ queryKey: chatKeys.list });
  await client.invalidateQueries({ queryKey: chatKeys.list });
}

/** What a tab signed out by the server says: why, when moderators decided it. */
function signedOutText(sanction: SessionEndSanction | undefined): string {
  if (!sanction) return MSG_AUTH.sessionEnded;
  if (sanction.kind === 'ban') return MSG_AUTH.bannedSignedOut;
  return sanction.endsAt ? MSG_AUTH.suspendedSignedOut(formatUkDateTime(sanction.endsAt)) : MSG_AUTH.suspendedSignedOutOpen;
}

/**
 * Set while this tab itself ends the session (log out of all devices): the server's
 * `sessionEnded` then reaches this tab before the request's answer, and the tab that asked
 * must not greet the member with "your session ended" on top of its own confirmation.
 */
let endingSessionHere = false;

/** Called by a flow that ends this tab's own session; `false` again if the request failed. */
export function expectSessionEnd(expected: boolean): void {
  endingSessionHere = expected;
}

interface MemberSocketState {
  /** Null until the first connection, so a non-null socket that is not connected is reconnecting. */
  socket: ChatSocket | null;
  /** False before the first connection and while the socket is down (the "Reconnecting…" state). */
  connected: boolean;
  /** The socket from the moment it exists, before it first connects: what `useSocketEvent` listens on. */
  opened: ChatSocket | null;
}

const MemberSocketContext = createContext<MemberSocketState>({ socket: null, connected: false, opened: null });

/**
 * One socket per signed-in tab, opened by the member and admin layouts (inside their guards) so
 * that every page hears pushed events. Messages and status changes go straight into the query
 * cache, a reconnect catches up what was missed, and a session the server ended (said on the
 * socket, or by refusing its handshake) signs this browser out. Components listen to further events with `useSocketEvent`.
 */
export function MemberSocketProvider({ children }: { children: ReactNode }) {
  const me = useAuthStore((s) => s.user?.id);
  const token = useAuthStore((s) => s.token);
  const client = useQueryClient();
  const router = useRouter();
  const [state, setState] = useState<MemberSocketState>({ socket: null, connected: false, opened: null });

  useEffect(() => {
    if (!token || !me) return;
    endingSessionHere = false;
    let current: ChatSocket | undefined;
    let unmounted = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const listen = (socket: ChatSocket) => {
      const patch = (partnerId: string, change: (data: ConversationData | undefined) => ConversationData | undefined) =>
        client.setQueryData<ConversationData>(chatKeys.conversation(partnerId), change);
      let connectedBefore = false;
      socket.on('connect', () => {
        setState({ socket, connected: true, opened: socket });
        if (connectedBefore || holdsChatData(client)) void catchUp(client);
        connectedBefore = true;
      });
      const signedOutByServer = (text: string, sanctioned: boolean) => {
        socket.close();
        if (endingSessionHere) return;
        void signOutLocally();
        toast.error(text, { ...SIGNED_OUT_TOAST, duration: sanctioned ? 20_000 : undefined });
        router.push('/login');
      };
      // The session ended while this tab had no connection (before its first, or during an outage):
      // the handshake is refused, and that is the tab's news that it is signed out, and why.
      socket.on('connect_error', (error: Error & { data?: { code?: string; sanction?: SessionEndSanction } }) => {
        const code = error.data?.code;
        if (!code || !SESSION_OVER_CODES.includes(code)) return;
        const sanction = code === 'account_sanctioned' ? error.data?.sanction : undefined;
        signedOutByServer(sanction ? signedOutText(sanction) : error.message, code === 'account_sanctioned');
      });
      // Closed on purpose (session ended): nothing to reconnect, so no "Reconnecting…".
      socket.on('disconnect', (reason) =>
        setState(reason === 'io client disconnect' ? { socket: null, connected: false, opened: null } : { socket, connected: false, opened: socket }),
      );
      socket.on(SOCKET_EVENTS.newMessage, (message, ack) => {
        ack?.({ received: true });
        // The server's broadcast waits for every socket of hers to answer; one that is going away
        // (a tab mid-navigation) would hold the sender's tick for the full timeout. Saying so
        // directly makes the first tab that has it enough.
        if (message.receiverId === me) socket.emit(SOCKET_EVENTS.messageDelivered, { messageId: message._id });
        const partnerId = message.senderId === me ? message.receiverId : message.senderId;
        // SPEC.md section 4: a message already held (our own send, a second tab) is ignored.
        if (hasMessage(client.getQueryData(chatKeys.conversation(partnerId)), message._id)) return;
        patch(partnerId, (data) => addMessages(data, [message]));
        const chats = client.getQueryData<ChatSummary[]>(chatKeys.list);
        if (chats?.some((c) => c.user.id === partnerId)) client.setQueryData(chatKeys.list, listWithMessage(chats, message, me));
        else void readListAfter(client);
      });
      socket.on(SOCKET_EVENTS.messageDelivered, (notice) => patch(notice.receiverId, (data) => markDelivered(data, notice.messageId)));
      socket.on(SOCKET_EVENTS.messageRead, (notice) => {
        const mine = notice.senderId === me;
        patch(mine ? notice.receiverId : notice.senderId, (data) => markReadUpTo(data, notice.senderId, notice.seq));
        if (!mine) void client.invalidateQueries({ queryKey: chatKeys.list });
      });
      // Moderators replaced a message's text: read the conversations again rather than patch them.
      socket.on(SOCKET_EVENTS.messageRemoved, () => void client.invalidateQueries({ queryKey: chatKeys.all }));
      // Someone blocked this member or left: the chat stays on screen, closed, and counts nothing unread.
      socket.on(SOCKET_EVENTS.partnerUnavailable, ({ partnerId, reason }) => {
        const row = client.getQueryData<ChatSummary[]>(chatKeys.list)?.find((c) => c.user.id === partnerId);
        useClosedChats.getState().close(partnerId, reason, row);
        client.setQueryData<ChatSummary[]>(chatKeys.list, (chats) => closeChat(chats, partnerId));
      });
      socket.on(SOCKET_EVENTS.sessionEnded, ({ sanction }) => signedOutByServer(signedOutText(sanction), Boolean(sanction)));
    };
    // The socket library loads with the socket; if it cannot (offline), it is asked for again.
    const open = () =>
      connectChatSocket(token).then(
        (opened) => {
          if (unmounted) return void opened.close();
          listen((current = opened));
          // It connects in the effect below, after the components listening with `useSocketEvent`
          // have added their listeners to it (React runs their effects before this provider's).
          setState((previous) => ({ ...previous, opened }));
        },
        () => {
          if (unmounted) return;
          toast.error(MSG_CHAT.socketConnectFailed, { id: SOCKET_CONNECT_FAILED_TOAST });
          retry = setTimeout(open, SOCKET_OPTIONS.reconnectionDelayMax);
        },
      );
    void open();
    return () => {
      unmounted = true;
      clearTimeout(retry);
      current?.close();
      setState({ socket: null, connected: false, opened: null });
    };
  }, [token, me, client, router]);

  useEffect(() => {
    // Once: from then on socket.io reconnects by itself, and a socket closed on purpose stays closed.
    if (state.opened && !state.opened.active && !state.socket) state.opened.connect();
  }, [state.opened, state.socket]);

  return <MemberSocketContext.Provider value={state}>{children}</MemberSocketContext.Provider>;
}

/** This tab's socket, or null before it is opened. */
export function useMemberSocket(): ChatSocket | null {
  return useContext(MemberSocketContext).socket;
}

/** Whether this tab's socket is connected right now. */
export function useSocketConnected(): boolean {
  return useContext(MemberSocketContext).connected;
}

/**
 * Listens to one server event on this tab's socket while the component is mounted. The latest
 * handler is always called, so callers need not memoise it.
 */
export function useSocketEvent<E extends keyof ServerToClientEvents>(event: E, handler: ServerToClientEvents[E]): void {
  const socket = useContext(MemberSocketContext).opened;
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!socket) return;
    const listener = ((...args: Parameters<ServerToClientEvents[E]>) =>
      (latest.current as (...a: Parameters<ServerToClientEvents[E]>) => void)(...args)) as ServerToClientEvents[E];
    // socket.io's typed overloads cannot follow a generic event name; the contract still holds.
    (socket.on as (e: E, l: ServerToClientEvents[E]) => void)(event, listener);
    return () => {
      (socket.off as (e: E, l: ServerToClientEvents[E]) => void)(event, listener);
    };
  }, [socket, event]);
}
