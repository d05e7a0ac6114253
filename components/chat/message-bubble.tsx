import type { ClientMessage } from '@/lib/client/chat-types';
import { cn } from '@/components/ui/cn';
import { MessageSafety } from '@/components/safety/message-safety';
import { StatusTicks } from './status-ticks';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

export function MessageBubble({ message, mine }: { message: ClientMessage; mine: boolean }) {
  return (
    <li className={cn('flex', mine ? 'justify-end' : 'justify-start')} data-status={message.status} data-testid="message">
      <div
        className={cn(
          'max-w-[75%] rounded-2xl px-3.5 py-2 text-sm shadow-sm',
          mine ? 'rounded-br-sm bg-brand-700 text-white' : 'rounded-bl-sm bg-white text-stone-800 ring-1 ring-stone-200',
        )}
      >
        <p className="whitespace-pre-wrap break-words">{message.content}</p>
        <p className={cn('mt-1 flex items-center justify-end gap-1 text-[11px]', mine ? 'text-brand-100' : 'text-stone-500')}>
          <time dateTime={message.timestamp}>{timeFormat.format(new Date(message.timestamp))}</time>
          {mine && (
            <span className="rounded-full bg-white px-0.5">
              <StatusTicks status={message.status} />
            </span>
          )}
        </p>
        {!mine && <MessageSafety message={message} />}
      </div>
    </li>
  );
}
