import type { ClientMessage } from '@/lib/client/chat-types';

/** How many messages of one chat are kept in local storage. */
export const CACHED_MESSAGES_PER_CHAT = 50;

const RANK: Record<ClientMessage['status'], number> = { sending: 0, sent: 1, delivered: 2, read: 3 };

/** A status only moves forward: a late "delivered" never undoes "read". */
export const laterStatus = (a: ClientMessage['status'], b: ClientMessage['status']) => (RANK[a] >= RANK[b] ? a : b);

/**
 * Merges fetched or pushed messages into what the screen holds: one entry per _id, a stored
 * message replaces its "sending" placeholder (same clientId), oldest first by sequence number.
 */
export function mergeMessages(current: ClientMessage[], incoming: ClientMessage[]): ClientMessage[] {
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

/** What goes to local storage: the newest stored messages, never a placeholder. */
export const cacheable = (messages: ClientMessage[]) => messages.filter((m) => m.status !== 'sending').slice(-CACHED_MESSAGES_PER_CHAT);

export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
