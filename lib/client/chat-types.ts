import type { ChatSummary } from '@/lib/server/chats/list-chats';
import type { ChatMessage } from '@/lib/server/chats/present';

/** A message as the chat screen holds it: stored ones, and the local "sending" placeholder. */
export type ClientMessage = Omit<ChatMessage, 'status'> & { status: ChatMessage['status'] | 'sending' };
export type { ChatMessage, ChatSummary };

export interface ChatPartner {
  id: string;
  firstName: string;
  lastName: string;
  /** The site's team (an admin): no profile to open, nobody to report or block. */
  isStaff?: boolean;
  /** Her badges, when known (the chat list carries them; a chat opened from a card passes the card's). */
  verifiedUniversity?: boolean;
  verifiedPhoto?: boolean;
}
