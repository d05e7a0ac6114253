import type { z } from 'zod/mini';
import type { deliveredMessageSchema, readMessageSchema, sendMessageSchema, typingSchema } from '@/lib/schemas/chat';

/**
 * The socket contract (SPEC.md section 7 plus DESIGN.md section 10), typed once and imported by
 * the socket.io server and the browser: `Server<ClientToServerEvents, ServerToClientEvents>` and
 * `Socket<ServerToClientEvents, ClientToServerEvents>`. What clients send is typed from the zod
 * schemas the server validates it with; what the server sends is declared here, and the
 * presenters that build it are annotated with these types, so both ends check against one shape.
 */

/** The error shape of every failed call, HTTP body and socket acknowledgement alike. */
export interface ApiErrorBody {
  message: string;
  code: string;
}

/** What every acknowledgement carries: the result, or the same `{ message, code }` as HTTP. */
export type SocketResult<T> = ({ ok: true } & T) | ({ ok: false } & ApiErrorBody);
export type SocketAck<T> = (result: SocketResult<T>) => void;

export type SendMessagePayload = z.input<typeof sendMessageSchema>;

/** The spec's `messageRead (messageId, readerId, senderId)`; only `messageId` is trusted. */
export type MessageReadPayload = z.input<typeof readMessageSchema>;

export type DeliveredPayload = z.input<typeof deliveredMessageSchema>;

/** Chat (issue 11): "is typing…", relayed to the partner only and never stored; `typing` false once the member stops. */
export type TypingPayload = z.input<typeof typingSchema>;

export type MessageStatus = 'sent' | 'delivered' | 'read';

/** A message as SPEC.md section 3 names it, plus its place in the conversation and the sender's own id (`chats/present.ts`). */
export interface ChatMessage {
  _id: string;
  conversationId: string;
  senderId: string;
  receiverId: string;
  content: string;
  timestamp: string;
  /** Derived from the stored times, so it only moves forward. */
  status: MessageStatus;
  seq: number;
  clientId: string | null;
  /** The receiver is shown the safety notice under it (lib/shared/safety-rules.ts). */
  flagged: boolean;
}

/** The photo request of SPEC.md section 3 with both people named (`photo-requests/present.ts`). */
export interface PhotoRequestNotice {
  _id: string;
  requesterId: { _id: string; firstName: string; lastName: string };
  targetUserId: { _id: string; firstName: string; lastName: string };
  status: 'pending' | 'accepted' | 'rejected';
  createdAt: string;
  respondedAt: string | null;
  /** While a decline stands in the way of a new request, when it stops doing so. */
  askAgainAt: string | null;
}

/** A status change of one message, sent to both members of the conversation. */
export interface MessageStatusNotice {
  messageId: string;
  conversationId: string;
  seq: number;
  senderId: string;
  receiverId: string;
}

export interface DeliveredNotice extends MessageStatusNotice {
  status: 'delivered';
  deliveredAt: string;
}

export interface ReadNotice extends MessageStatusNotice {
  status: 'read';
  readAt: string;
}

export interface TypingNotice {
  /** Who is typing to the member receiving this. */
  userId: string;
  typing: boolean;
}

/** Moderators removed a message: its text is now the one given, for both members of the conversation. */
export interface MessageRemovedNotice {
  messageId: string;
  conversationId: string;
  content: string;
}

/** Why the server ended a socket's session; the browser signs out on any of them. */
export type SessionEndReason = 'logout' | 'revoked' | 'suspended' | 'expired';

/** A moderators' decision that ended the session: the signed-out tab says which, and until when. */
export interface SessionEndSanction {
  kind: 'suspend' | 'ban';
  /** Null for a ban, or a suspension without an end. */
  endsAt: string | null;
}

/**
 * Why a conversation can no longer be used by the member told: the other member blocked them, or
 * deleted their account (the conversation is gone from the server with her).
 */
export type PartnerUnavailableReason = 'blocked' | 'left';

export interface PartnerUnavailableNotice {
  partnerId: string;
  reason: PartnerUnavailableReason;
}

export interface ClientToServerEvents {
  /**
   * SPEC.md section 7's `join (user id)`, accepted for clients written to the spec and ignored: the
   * rooms come from the handshake token, so an id here can add nothing. Our client does not send it.
   */
  join: (userId?: string) => void;
  newMessage: (payload: SendMessagePayload, ack?: SocketAck<{ message: ChatMessage }>) => void;
  messageRead: (payload: MessageReadPayload | string, ack?: SocketAck<{ messageId: string; marked: number }>) => void;
  messageDelivered: (payload: DeliveredPayload, ack?: SocketAck<{ delivered: number }>) => void;
  typing: (payload: TypingPayload, ack?: SocketAck<{ relayed: boolean }>) => void;
}

export interface ServerToClientEvents {
  /** The receiver's acknowledgement makes the message delivered. */
  newMessage: (message: ChatMessage, ack: (reply: { received: true }) => void) => void;
  messageDelivered: (notice: DeliveredNotice) => void;
  messageRead: (notice: ReadNotice) => void;
  typing: (notice: TypingNotice) => void;
  sessionEnded: (payload: { reason: SessionEndReason; sanction?: SessionEndSanction }) => void;
  /** To the members who talk with someone who blocked them or left: their chat with them is closed. */
  partnerUnavailable: (notice: PartnerUnavailableNotice) => void;
  messageRemoved: (notice: MessageRemovedNotice) => void;
  /** To the target of a new (or renewed) request: the request as `GET /api/photos/requests/received` lists it. */
  photoRequest: (request: PhotoRequestNotice) => void;
  /** To the requester when the target answers or withdraws: as `GET /api/photos/requests/sent` lists it. */
  photoRequestUpdated: (request: PhotoRequestNotice) => void;
}

/** Event names for code that needs them as values (tests, logs). */
export const SOCKET_EVENTS = {
  join: 'join',
  newMessage: 'newMessage',
  messageRead: 'messageRead',
  messageDelivered: 'messageDelivered',
  typing: 'typing',
  sessionEnded: 'sessionEnded',
  messageRemoved: 'messageRemoved',
  partnerUnavailable: 'partnerUnavailable',
  photoRequest: 'photoRequest',
  photoRequestUpdated: 'photoRequestUpdated',
} as const satisfies Record<string, keyof ClientToServerEvents | keyof ServerToClientEvents>;
