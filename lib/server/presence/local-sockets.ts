import { randomUUID } from 'node:crypto';

export interface LocalSocket {
  userId: string;
  connectedAt: Date;
}

const shared = globalThis as unknown as { __nsPresence?: { nodeId: string; sockets: Map<string, LocalSocket> } };

/**
 * This process's id in `app_nodes` and the member sockets it holds. A restarted process is a new
 * node; the rows of the old one are swept once its heartbeat stops.
 */
export function localPresence() {
  return (shared.__nsPresence ??= { nodeId: randomUUID(), sockets: new Map() });
}
