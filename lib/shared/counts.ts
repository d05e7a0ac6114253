import { UNREAD_COUNT_CAP } from './constants';

/**
 * A number on a badge: "99+" from a hundred on, all a badge has room for, and where the chat
 * list stops counting a conversation's unread messages (UNREAD_COUNT_CAP).
 */
export const shownCount = (count: number) => (count >= UNREAD_COUNT_CAP ? `${UNREAD_COUNT_CAP - 1}+` : String(count));
