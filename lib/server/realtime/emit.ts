import type { Server } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents, SessionEndReason, SessionEndSanction } from '@/lib/shared/socket-events';
import { singleton } from '../singleton';

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

const shared = singleton('socket-server', (): { io?: IoServer } => ({}));

export function attachSocketServer(server: IoServer | undefined): void {
  shared.io = server;
}

/**
 * Every socket of a user, on any node (through the adapter), typed by the socket contract; for
 * an acknowledged emit use `.timeout(ms).emit(event, payload, (error, replies) => ...)`.
 * Undefined when this process runs no socket server.
 */
export function toUser(userId: string) {
  return shared.io?.to(userRoom(userId));
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
  const server = shared.io;
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
  return shared.io?.of('/').sockets.size ?? 0;
}
