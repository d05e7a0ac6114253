'use client';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Flag, MoreHorizontal } from 'lucide-react';
import { useState } from 'react';
import type { ChatPartner, ClientMessage } from '@/lib/client/chat-types';
import { MSG_CHAT } from '@/lib/shared/messages/chat';
import { MSG_SAFETY } from '@/lib/shared/messages/safety';
import { ReportDialog, type ReportSubject } from './report-dialog';

/**
 * The "…" menu of a message someone else sent, holding Report (named in full for screen readers).
 * The safety notice for flagged messages is the conversation's, shown once above them.
 */
export function MessageActions({ message, sender }: { message: ClientMessage; sender: ChatPartner }) {
  const [subject, setSubject] = useState<ReportSubject | null>(null);
  if (message.status === 'sending') return null;
  const name = `${sender.firstName} ${sender.lastName}`.trim();

  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          aria-label={MSG_CHAT.moreActions(name)}
          title={MSG_CHAT.moreActionsShort}
          className="inline-flex size-8 shrink-0 items-center justify-center self-center rounded-full text-stone-600 hover:bg-stone-200 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=open]:bg-stone-200"
        >
          <MoreHorizontal className="size-4" aria-hidden="true" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="start" sideOffset={4} className="z-50 min-w-44 rounded-xl bg-white p-1 text-sm shadow-lg ring-1 ring-stone-200">
            <DropdownMenu.Item
              onSelect={() => setSubject({ member: sender, messageId: message._id, quote: message.content })}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 text-stone-800 outline-none data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800"
            >
              <Flag className="size-4" aria-hidden="true" /> {MSG_SAFETY.reportMessage}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <ReportDialog subject={subject} onClose={() => setSubject(null)} />
    </>
  );
}
