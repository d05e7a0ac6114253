import { MSG_CHAT } from '@/lib/shared/messages/chat';
import { needsSafetyNotice } from '@/lib/shared/safety-rules';
import type { ChatMessage, MessageStatus } from '@/lib/shared/socket-events';
import type { MessageRow } from '@/models';

export type { ChatMessage, MessageStatus };

/** Who a message is shown to, with her read-receipts choice (issue 24). */
export interface ReceiptViewer {
  id: string;
  readReceipts: boolean;
}

/**
 * The usual symmetric rule: the sender is shown "read" only if the receiver had read receipts on
 * when she read it (`readPrivately` otherwise, for good) and he has them on himself now.
 */
export const readHiddenFrom = (row: Pick<MessageRow, 'senderId' | 'readPrivately'>, viewer: ReceiptViewer) =>
  row.senderId === viewer.id && (row.readPrivately || !viewer.readReceipts);

/**
 * Status is derived from the stored times, so it can only move forward and is always true; a
 * "read" the viewer may not see shows as "delivered". Without a viewer, the stored truth: only
 * for a message just stored, which nobody can have read yet.
 */
export function messageStatus(row: Pick<MessageRow, 'deliveredAt' | 'readAt' | 'senderId' | 'readPrivately'>, viewer?: ReceiptViewer): MessageStatus {
  if (row.readAt && !(viewer && readHiddenFrom(row, viewer))) return 'read';
  if (row.deliveredAt) return 'delivered';
  return 'sent';
}

/** What a message's presentation reads: a row of `messages` but what only moderators see. */
type ShownRow = Omit<MessageRow, 'originalContent' | 'removedAt'>;

/** A message as SPEC.md section 3 names it, plus its place in the conversation and the sender's own id. */
export function presentMessage(row: ShownRow, viewer?: ReceiptViewer): ChatMessage {
  return {
    _id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    receiverId: row.receiverId,
    content: row.content,
    timestamp: row.createdAt.toISOString(),
    status: messageStatus(row, viewer),
    seq: row.seq,
    clientId: row.clientId,
    flagged: needsSafetyNotice(row),
  };
}

/** The chat list keeps a short preview; the full text is one message fetch away. */
export const PREVIEW_LENGTH = 140;
export const previewOf = (content: string) => Array.from(content).slice(0, PREVIEW_LENGTH).join('');

/**
 * A conversation's last message in the chat list (issue 26): `content` is its preview, the first
 * PREVIEW_LENGTH characters, cut by the query so a long text never leaves the database whole. The
 * safety notice is still judged on the whole text, which the query reads only for the messages
 * the notice applies to (`wholeContent`, null past SAFETY_CHECKED_MESSAGES).
 */
export function presentPreview({ wholeContent, ...row }: ShownRow & { wholeContent: string | null }, viewer: ReceiptViewer): ChatMessage {
  return { ...presentMessage(row, viewer), flagged: wholeContent !== null && needsSafetyNotice({ seq: row.seq, content: wholeContent }) };
}

/**
 * The other member as the chat shows them. Admins write as the site: they are named as the team,
 * and `isStaff` tells the screen there is no profile to open, nobody to report or block.
 */
export function chatPartner(person: { id: string; firstName: string; lastName: string; isAdmin: boolean; universityVerifiedAt?: Date | null; photoVerifiedAt?: Date | null }) {
  return person.isAdmin
    ? { id: person.id, firstName: MSG_CHAT.staffName, lastName: '', isStaff: true, verifiedUniversity: false, verifiedPhoto: false }
    : {
        id: person.id,
        firstName: person.firstName,
        lastName: person.lastName,
        isStaff: false,
        // The badges (issue 23), shown in the chat's header.
        verifiedUniversity: !!person.universityVerifiedAt,
        verifiedPhoto: !!person.photoVerifiedAt,
      };
}
