'use client';
import { SendHorizontal } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MESSAGE_MAX_LENGTH } from '@/lib/shared/constants';
import { MSG_CHAT } from '@/lib/shared/messages/chat';
import { Button } from '@/components/ui/button';

/**
 * Enter sends, Shift+Enter starts a new line; the box grows with its text up to a few lines; the
 * text stays if sending failed. `onTextChange` hears every edit (the typing indicator).
 * `autoFocus` puts the cursor in it on arrival (from "Send and open chat"), so the keyboard goes on
 * where it was instead of starting again from the top of the page.
 */
export function Composer({ onSend, onTextChange, autoFocus = false }: { onSend(text: string): Promise<boolean>; onTextChange?(text: string): void; autoFocus?: boolean }) {
  const [text, setText] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (autoFocus) box.current?.focus();
  }, [autoFocus]);
  const update = (value: string) => {
    setText(value);
    onTextChange?.(value);
  };
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const draft = text;
    update('');
    if (!(await onSend(draft))) setText((current) => current || draft);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) void submit(event);
  };
  return (
    <form onSubmit={submit} data-composer="" className="flex min-w-0 items-end gap-2 border-t border-stone-200 bg-white p-3">
      <label htmlFor="chat-message" className="sr-only">
        {MSG_CHAT.messageLabel}
      </label>
      <textarea
        ref={box}
        id="chat-message"
        rows={1}
        dir="auto"
        value={text}
        maxLength={MESSAGE_MAX_LENGTH}
        onChange={(e) => update(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={MSG_CHAT.placeholder}
        className="max-h-32 min-h-11 min-w-0 flex-1 resize-none rounded-xl border border-stone-300 px-3 py-2.5 text-sm [field-sizing:content] focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
      />
      <Button type="submit" className="shrink-0" aria-label={MSG_CHAT.send}>
        <SendHorizontal className="size-4" aria-hidden="true" />
      </Button>
    </form>
  );
}
