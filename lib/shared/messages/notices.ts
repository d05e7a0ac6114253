import { UNREAD_COUNT_CAP } from '../constants';
/** Notices of what happens while the member is elsewhere in the app: toasts and menu badges. */
export const MSG_NOTICES = {
  newMessageFrom: (firstName: string) => `New message from ${firstName}`,
  newMessage: 'You have a new message',
  photoRequestFrom: (firstName: string) => `${firstName} asked to see your photos`,
  photoRequestAccepted: (firstName: string) => `${firstName} accepted your photo request`,
  photoRequestDeclined: (firstName: string) => `${firstName} declined your photo request`,
  // The badge says "99+" from UNREAD_COUNT_CAP on; the chat list counts no further.
  unreadMessages: (count: number) => (count === 1 ? '1 unread message' : count >= UNREAD_COUNT_CAP ? 'More than 99 unread messages' : `${count} unread messages`),
  pendingPhotoRequests: (count: number) => (count === 1 ? '1 photo request waiting' : `${count} photo requests waiting`),
  // The admin menu's Moderation badge, and each reported member's count in the queue.
  openReports: (n: number) => `${n} open report${n === 1 ? '' : 's'}`,
  menuWithNotices: (count: number) => `Open menu, ${count === 1 ? '1 new notice' : `${count} new notices`}`,
} as const;
