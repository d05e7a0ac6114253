import { ShieldAlert } from 'lucide-react';
import type { ChatPartner, ClientMessage } from '@/lib/client/chat-types';
import { formatTime } from '@/lib/shared/dates';
import { MSG_CHAT } from '@/lib/shared/messages/chat';
import { cn } from '@/components/ui/cn';
import { MessageActions } from '@/components/safety/message-safety';
import { StatusTicks } from './status-ticks';

/**
 * One message: at most three quarters of the pane wide (SPEC.md: 70 to 80 percent), any content
 * wraps (a pasted link of any length breaks anywhere rather than widening the pane), and the text
 * takes its direction from its first strong character, so Arabic reads right to left. A flagged
 * message from her is marked (the conversation shows the safety notice once, above); her
 * messages have a "…" menu with Report unless `reportable` is false (the team, a member who left).
 */
export function MessageBubble({ message, mine, sender, reportable }: { message: ClientMessage; mine: boolean; sender: ChatPartner; reportable: boolean }) {
  const flagged = !mine && message.flagged;
  return (
    <li className={cn('flex min-w-0 items-end gap-1', mine ? 'justify-end' : 'justify-start')} data-status={message.status} data-testid="message">
      <div
        className={cn(
          'min-w-0 max-w-[75%] rounded-2xl px-3.5 py-2 text-sm shadow-sm',
          mine ? 'rounded-br-sm bg-brand-700 text-white' : 'rounded-bl-sm bg-white text-stone-800 ring-1 ring-stone-200',
          flagged && 'ring-2 ring-amber-400',
        )}
      >
        {flagged && (
          <p className="mb-1 flex items-center gap-1 text-[11px] font-medium text-amber-900" data-testid="flagged-mark">
            <ShieldAlert className="size-3.5" aria-hidden="true" />
            {MSG_CHAT.flaggedMark}
          </p>
        )}
        <p dir="auto" className="whitespace-pre-wrap [overflow-wrap:anywhere]" data-testid="message-text">
          {message.content}
        </p>
        <p className={cn('mt-1 flex items-center justify-end gap-1 text-[11px]', mine ? 'text-brand-100' : 'text-stone-600')}>
          <time dateTime={message.timestamp}>{formatTime(message.timestamp)}</time>
          {mine && (
            <span className="rounded-full bg-white px-0.5">
              <StatusTicks status={message.status} />
            </span>
          )}
        </p>
      </div>
      {!mine && reportable && <MessageActions message={message} sender={sender} />}
    </li>
  );
}
