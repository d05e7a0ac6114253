import { MSG_CHAT } from '@/lib/shared/messages/chat';
import { needsSafetyNotice } from '@/lib/shared/safety-rules';
import type { MessageRow } from '@/models';

export type MessageStatus = 'sent' | 'delivered' | 'read';

/** Status is derived from the stored times, so it can only move forward and is always true. */
export function messageStatus(row: Pick<MessageRow, 'deliveredAt' | 'readAt'>): MessageStatus {
  if (row.readAt) return 'read';
  if (row.deliveredAt) return 'delivered';
  return 'sent';
}

/** A message as SPEC.md section 3 names it, plus its place in the conversation and the sender's own id. */
export function presentMessage(row: MessageRow) {
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
    /** The receiver is shown the safety notice under it (lib/shared/safety-rules.ts). */
    flagged: needsSafetyNotice(row),
  };
}

export type ChatMessage = ReturnType<typeof presentMessage>;

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
