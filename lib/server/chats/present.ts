import { MSG_CHAT } from '@/lib/shared/messages/chat';
import { needsSafetyNotice } from '@/lib/shared/safety-rules';
import type { ChatMessage, MessageStatus } from '@/lib/shared/socket-events';
import type { MessageRow } from '@/models';

export type { ChatMessage, MessageStatus };

/** Status is derived from the stored times, so it can only move forward and is always true. */
export function messageStatus(row: Pick<MessageRow, 'deliveredAt' | 'readAt'>): MessageStatus {
  if (row.readAt) return 'read';
  if (row.deliveredAt) return 'delivered';
  return 'sent';
}

/** A message as SPEC.md section 3 names it, plus its place in the conversation and the sender's own id. */
export function presentMessage(row: MessageRow): ChatMessage {
  return {
    _id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    receiverId: row.receiverId,
    content: row.content,
    timestamp: row.createdAt.toISOString(),
    status: messageStatus(row),
    seq: row.seq,
    clientId: row.clientId,
    flagged: needsSafetyNotice(row),
  };
}

/** The chat list keeps a short preview; the full text is one message fetch away. */
export const PREVIEW_LENGTH = 140;
export const previewOf = (content: string) => Array.from(content).slice(0, PREVIEW_LENGTH).join('');

/**
 * The other member as the chat shows them. Admins write as the site: they are named as the team,
 * and `isStaff` tells the screen there is no profile to open, nobody to report or block.
 */
export function chatPartner(person: { id: string; firstName: string; lastName: string; isAdmin: boolean }) {
  return person.isAdmin
    ? { id: person.id, firstName: MSG_CHAT.staffName, lastName: '', isStaff: true }
    : { id: person.id, firstName: person.firstName, lastName: person.lastName, isStaff: false };
}
