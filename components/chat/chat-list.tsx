import type { ChatSummary } from '@/lib/client/chat-types';
import { cn } from '@/components/ui/cn';

/** The conversations, newest first, with the last message and what is unread. */
export function ChatList({
  chats,
  me,
  activeId,
  emptyText = 'No conversations yet. Start one from Find Matches.',
  onOpen,
}: {
  chats: ChatSummary[];
  me?: string;
  activeId?: string;
  emptyText?: string;
  onOpen(chat: ChatSummary): void;
}) {
  if (chats.length === 0) {
    return <p className="p-4 text-sm text-stone-500">{emptyText}</p>;
  }
  return (
    <ul className="divide-y divide-stone-100" aria-label="Conversations">
      {chats.map((chat) => {
        const name = `${chat.user.firstName} ${chat.user.lastName}`.trim();
        const last = chat.lastMessage;
        return (
          <li key={chat.id}>
            <button
              type="button"
              onClick={() => onOpen(chat)}
              aria-current={chat.user.id === activeId ? 'true' : undefined}
              className={cn(
                'flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-600',
                chat.user.id === activeId && 'bg-brand-50',
              )}
            >
              <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-100 font-semibold text-brand-800">
                {chat.user.firstName.charAt(0).toUpperCase()}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-stone-900">{name}</span>
                {last && (
                  <span className="block truncate text-sm text-stone-500">
                    {last.senderId === me ? 'You: ' : ''}
                    {last.content}
                  </span>
                )}
              </span>
              {chat.unreadCount > 0 && (
                <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                  {chat.unreadCount}
                  <span className="sr-only"> unread</span>
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
