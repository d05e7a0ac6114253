import { randomUUID } from 'node:crypto';
import { singleton } from '../singleton';

export interface LocalSocket {
  userId: string;
  connectedAt: Date;
}

/**
 * This process's id in `app_nodes` and the member sockets it holds. A restarted process is a new
 * node; the rows of the old one are swept once its heartbeat stops.
 */
export function localPresence() {
  return singleton('presence', () => ({ nodeId: randomUUID(), sockets: new Map<string, LocalSocket>() }));
}
