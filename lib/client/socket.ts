'use client';
import type { Socket } from 'socket.io-client';
import { toast } from './toast';
import { SOCKET_OPTIONS } from '@/lib/shared/constants';
import type { ClientToServerEvents, ServerToClientEvents } from '@/lib/shared/socket-events';
import { MSG_CHAT } from '@/lib/shared/messages/chat';

export type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * The handshake refusals that mean the session itself is over (ended, expired, or the account
 * sanctioned) rather than a passing outage: the member socket signs the tab out with the server's
 * reason instead of retrying behind a "cannot connect" toast.
 */
export const SESSION_OVER_CODES: readonly string[] = ['unauthenticated', 'account_sanctioned'];

/** One "cannot connect" toast at a time, however many attempts fail. */
export const SOCKET_CONNECT_FAILED_TOAST = 'socket-connect-failed';

/**
 * The member's socket (SPEC.md section 4 and 9): the token goes in the handshake, which puts the
 * socket in its member's rooms on every (re)connection, so it sends no `join`; reconnection is
 * automatic and unlimited. A failed connection is reported once per outage, not on every retry.
 * The client library (about 12 kB gzip) loads when the socket opens, after the page is
 * interactive, rather than before every member page can render. The socket is returned not yet
 * connected: the caller connects it once its listeners are on, so none misses an event pushed
 * just after the connection completes.
 */
export async function connectChatSocket(token: string): Promise<ChatSocket> {
  const { io } = await import('socket.io-client');
  const socket: ChatSocket = io({ ...SOCKET_OPTIONS, auth: { token }, autoConnect: false });
  let reported = false;
  socket.on('connect', () => {
    reported = false;
  });
  socket.on('connect_error', (error: Error & { data?: { code?: string } }) => {
    // An admin who must first set up two-step sign-in is sent to do so; the socket waits for it.
    if (reported || error.data?.code === 'mfa_setup_required' || SESSION_OVER_CODES.includes(error.data?.code ?? '')) return;
    reported = true;
    toast.error(MSG_CHAT.socketConnectFailed, { id: SOCKET_CONNECT_FAILED_TOAST });
  });
  return socket;
}
