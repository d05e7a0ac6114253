'use client';
import { io, type Socket } from 'socket.io-client';
import { toast } from 'sonner';
import { SOCKET_OPTIONS } from '@/lib/shared/constants';
import { MSG } from '@/lib/shared/messages';
import { SOCKET_EVENTS, type ClientToServerEvents, type ServerToClientEvents } from '@/lib/shared/socket-events';

export type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * The chat socket (SPEC.md section 4 and 9): the token goes in the handshake, `join` names the
 * user on every (re)connection, reconnection is automatic and unlimited. A failed connection is
 * reported once per outage, not on every retry.
 */
export function connectChatSocket(token: string, userId: string): ChatSocket {
  const socket: ChatSocket = io({ ...SOCKET_OPTIONS, auth: { token } });
  let reported = false;
  socket.on('connect', () => {
    reported = false;
    socket.emit(SOCKET_EVENTS.join, userId);
  });
  socket.on('connect_error', () => {
    if (reported) return;
    reported = true;
    toast.error(MSG.socketConnectFailed, { id: 'socket-connect-failed' });
  });
  return socket;
}
