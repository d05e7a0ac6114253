import type { Server } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents, SessionEndReason, SessionEndSanction } from '@/lib/shared/socket-events';
import { forgetSessionsHere, type SessionTarget } from '../auth/session-cache';
import { singleton } from '../singleton';

/**
 * The one way services reach sockets. The domain depends on this module and the socket server
 * depends on the domain, never both ways: this file imports no service.
 */
export interface SocketData {
  userId: string;
  sessionId: string;
}

/** Between the nodes, through the adapter. */
export interface ServerSideEvents {
  forgetSessions: (target: SessionTarget, done: () => void) => void;
}

export type IoServer = Server<ClientToServerEvents, ServerToClientEvents, ServerSideEvents, SocketData>;
export const userRoom = (userId: string) => `user:${userId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** How long an ended session waits for the other nodes to say they forgot it, at most (Redis may be away). */
const FORGET_ACK_MS = 1000;

const shared = singleton('socket-server', (): { io?: IoServer; linked: () => boolean } => ({ linked: () => false }));

/** `linked`: whether other nodes can be reached now, through the adapter (Redis); a single node has none. */
export function attachSocketServer(server: IoServer | undefined, linked: () => boolean = () => false): void {
  shared.io = server;
  shared.linked = linked;
}

/**
 * Every socket of a user, on any node (through the adapter), typed by the socket contract; for
 * an acknowledged emit use `.timeout(ms).emit(event, payload, (error, replies) => ...)`.
 * Undefined when this process runs no socket server.
 */
export function toUser(userId: string) {
  return shared.io?.to(userRoom(userId));
}

/** Whether a socket of this user is connected to this node (its local room; other nodes are not asked). */
export function hasSocketHere(userId: string): boolean {
  return (shared.io?.sockets.adapter.rooms.get(userRoom(userId))?.size ?? 0) > 0;
}

/**
 * Ends the sockets of one session, or of all a user's sessions but `exceptSessionId`: each is
 * told why (with the sanction, when moderators decided it), then disconnected, on every node
 * (the adapter carries both).
 */
export async function endSessionSockets(
  target: { sessionId: string } | { userId: string; exceptSessionId?: string },
  reason: SessionEndReason,
  sanction?: SessionEndSanction,
): Promise<void> {
  // Once this resolves, no node answers a read from a session it kept: an ended session ends everywhere.
  await forgetSessions('sessionId' in target ? target : { userId: target.userId });
  const server = shared.io;
  if (!server) return;
  const sockets =
    'sessionId' in target
      ? server.in(sessionRoom(target.sessionId))
      : server.in(userRoom(target.userId)).except(target.exceptSessionId ? sessionRoom(target.exceptSessionId) : []);
  sockets.emit('sessionEnded', sanction ? { reason, sanction } : { reason });
  sockets.disconnectSockets(true);
}

/**
 * Every node drops what it keeps of these sessions (auth/session-cache.ts) before this resolves:
 * this one at once, the others once they answer through the adapter, for at most FORGET_ACK_MS.
 * A node that cannot be told (Redis away, or no answer) lets them go within SESSION_CACHE_MS.
 */
export async function forgetSessions(target: SessionTarget): Promise<void> {
  forgetSessionsHere(target);
  const server = shared.io;
  if (!server || !shared.linked()) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    server.serverSideEmitWithAck('forgetSessions', target).catch(() => undefined),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, FORGET_ACK_MS))),
  ]);
  clearTimeout(timer);
}

/** Sockets connected to this node (not the cluster): what the metrics gauge reports. */
export function localSocketCount(): number {
  return shared.io?.of('/').sockets.size ?? 0;
}
