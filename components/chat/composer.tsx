'use client';
import { SendHorizontal } from 'lucide-react';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { MESSAGE_MAX_LENGTH } from '@/lib/shared/constants';
import { Button } from '@/components/ui/button';

/** Enter sends, Shift+Enter starts a new line; the text stays if sending failed. */
export function Composer({ onSend }: { onSend(text: string): Promise<boolean> }) {
  const [text, setText] = useState('');
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const draft = text;
    setText('');
    if (!(await onSend(draft))) setText((current) => current || draft);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) void submit(event);
  };
  return (
    <form onSubmit={submit} className="flex items-end gap-2 border-t border-stone-200 bg-white p-3">
      <label htmlFor="chat-message" className="sr-only">
        Message
      </label>
      <textarea
        id="chat-message"
        rows={1}
        value={text}
        maxLength={MESSAGE_MAX_LENGTH}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Type a message"
        className="max-h-32 min-h-11 flex-1 resize-none rounded-xl border border-stone-300 px-3 py-2.5 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
      />
      <Button type="submit" aria-label="Send message">
        <SendHorizontal className="size-4" aria-hidden="true" />
      </Button>
    </form>
  );
}
