import type { Server } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents, SessionEndReason, SessionEndSanction } from '@/lib/shared/socket-events';

/**
 * The one way services reach sockets. The domain depends on this module and the socket server
 * depends on the domain, never both ways: this file imports no service.
 */
export interface SocketData {
  userId: string;
  sessionId: string;
}

export type IoServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export const userRoom = (userId: string) => `user:${userId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

// Next's route handlers and the custom server may load this module twice; they share one server.
const shared = globalThis as unknown as { __nsIo?: IoServer };

export function attachSocketServer(server: IoServer | undefined): void {
  shared.__nsIo = server;
}

/**
 * Every socket of a user, on any node (through the adapter), typed by the socket contract; for
 * an acknowledged emit use `.timeout(ms).emit(event, payload, (error, replies) => ...)`.
 * Undefined when this process runs no socket server.
 */
export function toUser(userId: string) {
  return shared.__nsIo?.to(userRoom(userId));
}

/**
 * Ends the sockets of one session, or of all a user's sessions but `exceptSessionId`: each is
 * told why (with the sanction, when moderators decided it), then disconnected, on every node
 * (the adapter carries both).
 */
export function endSessionSockets(
  target: { sessionId: string } | { userId: string; exceptSessionId?: string },
  reason: SessionEndReason,
  sanction?: SessionEndSanction,
): void {
  const server = shared.__nsIo;
  if (!server) return;
  const sockets =
    'sessionId' in target
      ? server.in(sessionRoom(target.sessionId))
      : server.in(userRoom(target.userId)).except(target.exceptSessionId ? sessionRoom(target.exceptSessionId) : []);
  sockets.emit('sessionEnded', sanction ? { reason, sanction } : { reason });
  sockets.disconnectSockets(true);
}

/** Sockets connected to this node (not the cluster): what the metrics gauge reports. */
export function localSocketCount(): number {
  return shared.__nsIo?.of('/').sockets.size ?? 0;
}
