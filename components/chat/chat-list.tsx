import type { ChatPartner, ChatSummary } from '@/lib/client/chat-types';
import { useClosedChats } from '@/lib/client/closed-chats';
import { shownCount } from '@/lib/shared/counts';
import { MSG_CHAT } from '@/lib/shared/messages/chat';
import { cn } from '@/components/ui/cn';
import { VerifiedBadges } from '@/components/verification/verified-badges';

const rowClass = 'flex w-full min-w-0 items-center gap-3 px-4 py-3 text-left hover:bg-stone-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600';

/**
 * The conversations, newest first, with the last message and how many are unread ("99+" past
 * 99: the server counts no further). Names and previews are cut with an ellipsis however long
 * they are, and each takes its own direction.
 * `opening` is a chat open on screen that has no message yet: it heads the list as a new one, so
 * the list never says there is nothing while a conversation is open beside it. A closed chat
 * (she blocked this member) says so in place of its preview.
 */
export function ChatList({
  chats,
  me,
  activeId,
  opening,
  emptyText = MSG_CHAT.noChats,
  onOpen,
}: {
  chats: ChatSummary[];
  me?: string;
  activeId?: string;
  opening?: ChatPartner | null;
  emptyText?: string;
  onOpen(chat: ChatSummary): void;
}) {
  const newChat = opening && !chats.some((c) => c.user.id === opening.id) ? opening : null;
  const closedLive = useClosedChats((s) => s.reasons);
  if (chats.length === 0 && !newChat) {
    return <p className="p-4 text-sm text-stone-600">{emptyText}</p>;
  }
  return (
    <ul className="divide-y divide-stone-100" aria-label={MSG_CHAT.conversations}>
      {newChat && (
        <li>
          <div aria-current="true" className={cn(rowClass, 'bg-brand-50 hover:bg-brand-50')} data-testid="chat-row-new">
            <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-100 font-semibold text-brand-800">
              {newChat.firstName.charAt(0).toUpperCase()}
            </span>
            <span className="min-w-0 flex-1">
              <span className="flex min-w-0 items-center gap-1.5">
                <span dir="auto" className="min-w-0 truncate text-left font-medium text-stone-900">
                  {`${newChat.firstName} ${newChat.lastName}`.trim()}
                </span>
                {!newChat.isStaff && <VerifiedBadges university={newChat.verifiedUniversity} photo={newChat.verifiedPhoto} compact className="shrink-0 flex-nowrap" />}
              </span>
              <span className="block truncate text-sm text-stone-600">{MSG_CHAT.newChat}</span>
            </span>
          </div>
        </li>
      )}
      {chats.map((chat) => {
        const name = `${chat.user.firstName} ${chat.user.lastName}`.trim();
        const last = chat.lastMessage;
        const active = chat.user.id === activeId;
        return (
          <li key={chat.id}>
            <button
              type="button"
              onClick={() => onOpen(chat)}
              aria-current={active ? 'true' : undefined}
              className={cn(rowClass, active && 'bg-brand-50 hover:bg-brand-50')}
              data-testid="chat-row"
            >
              <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-100 font-semibold text-brand-800">
                {chat.user.firstName.charAt(0).toUpperCase()}
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex min-w-0 items-center gap-1.5">
                  <span dir="auto" className="min-w-0 truncate text-left font-medium text-stone-900">
                    {name}
                  </span>
                  {!chat.user.isStaff && <VerifiedBadges university={chat.user.verifiedUniversity} photo={chat.user.verifiedPhoto} compact className="shrink-0 flex-nowrap" />}
                </span>
                {chat.closed ? (
                  <span className="block truncate text-sm text-stone-600 italic">{closedLive[chat.user.id] === 'left' ? MSG_CHAT.leftPreview : MSG_CHAT.blockedPreview}</span>
                ) : last && (
                  <span className="flex min-w-0 text-sm text-stone-600">
                    {last.senderId === me && <span className="shrink-0">{`${MSG_CHAT.you}\u00a0`}</span>}
                    <span dir="auto" className="min-w-0 truncate text-left">
                      {last.content}
                    </span>
                  </span>
                )}
              </span>
              {chat.unreadCount > 0 && (
                <span className="shrink-0 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white" data-testid="unread-count">
                  {shownCount(chat.unreadCount)}
                  <span className="sr-only">{MSG_CHAT.unreadSuffix}</span>
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
