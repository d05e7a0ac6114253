'use client';
import { useQuery } from '@tanstack/react-query';
import type { ChatSummary } from '@/lib/client/chat-types';
import { chatListQuery } from '@/lib/client/queries/chats';
import { useOpenReportCount } from '@/lib/client/queries/moderation';
import { usePendingPhotoRequestCount } from '@/lib/client/queries/photos';
import { MSG_NOTICES } from '@/lib/shared/messages/notices';
import type { NavNotice } from './side-navigation';

const unreadIn = (chats: ChatSummary[]) => chats.reduce((sum, chat) => sum + chat.unreadCount, 0);
const notice = (count: number, label: (count: number) => string): NavNotice | undefined => (count > 0 ? { count, label: label(count) } : undefined);

/**
 * Unread messages over the chat list. The member socket refreshes the list on every message,
 * and this keeps it observed on every page, so the number follows without a reload.
 */
export function useUnreadChatsNotice(): NavNotice | undefined {
  const unread = useQuery({ ...chatListQuery, select: unreadIn }).data ?? 0;
  return notice(unread, MSG_NOTICES.unreadMessages);
}

/** Photo requests received and not yet answered. */
export function usePhotoRequestsNotice(): NavNotice | undefined {
  return notice(usePendingPhotoRequestCount(), MSG_NOTICES.pendingPhotoRequests);
}

/** Members reported and not yet decided on, for admins (refreshed on an interval by the query). */
export function useOpenReportsNotice(): NavNotice | undefined {
  return notice(useOpenReportCount(), MSG_NOTICES.openReports);
}
