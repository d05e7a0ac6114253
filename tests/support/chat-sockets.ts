import { io, type Socket } from 'socket.io-client';
import { SOCKET_OPTIONS } from '@/lib/shared/constants';

export type ChatSocket = Socket;

/**
 * A socket.io client as the browser makes it. Unless `ack` is false it acknowledges every
 * `newMessage`, as the chat page does, which is what makes a message "delivered".
 */
export function connectSocket(url: string, token: string | undefined, options: { ack?: boolean } = {}): Promise<ChatSocket> {
  const socket = io(url, {
    ...SOCKET_OPTIONS,
    reconnection: false,
    transports: ['websocket'],
    auth: token === undefined ? {} : { token },
    forceNew: true,
  });
  if (options.ack !== false) {
    socket.on('newMessage', (_message: unknown, ack?: (reply: unknown) => void) => ack?.({ received: true }));
  }
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** Everything a socket receives on `event`, in order. */
export function record<T = any>(socket: ChatSocket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}

export async function until<T>(probe: () => T | undefined | false, timeoutMs = 5000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Emits and resolves with the acknowledgement: `{ ok: true, ... }` or `{ ok: false, message, code }`. */
export function emitWithAck<T = any>(socket: ChatSocket, event: string, ...args: unknown[]): Promise<T> {
  return socket.timeout(5000).emitWithAck(event, ...args) as Promise<T>;
}

/**
 * Resolves with the disconnect reason once the server ends the socket, and with what the
 * `sessionEnded` event said, if it came first; rejects after `timeoutMs`. Call it before the action.
 */
export function serverDisconnect(socket: ChatSocket, timeoutMs = 1000): { within(): Promise<{ reason: string; ended?: { reason: string } }> } {
  let ended: { reason: string } | undefined;
  socket.on('sessionEnded', (payload: { reason: string }) => (ended = payload));
  const disconnected = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
  return {
    within: () =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`the socket was still connected ${timeoutMs} ms later`)), timeoutMs);
        void disconnected.then((reason) => {
          clearTimeout(timer);
          resolve({ reason, ended });
        });
      }),
  };
}
