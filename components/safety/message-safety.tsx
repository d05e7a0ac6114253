'use client';
import { MoreHorizontal } from 'lucide-react';
import { useState } from 'react';
import type { ChatPartner, ClientMessage } from '@/lib/client/chat-types';
import { loadOnce } from '@/lib/client/load-once';
import { toast } from '@/lib/client/toast';
import { MSG_CHAT } from '@/lib/shared/messages/chat';
import { MSG_COMMON } from '@/lib/shared/messages/common';
import { ReportDialog, type ReportSubject } from './report-dialog';

/**
 * The menu (Radix DropdownMenu with its positioning, about 15 kB gzip) is not part of the chats
 * page's first load: a plain trigger stands in until it is first pressed, and pointing at or
 * focusing the trigger starts loading it. Each message's trigger is swapped for the menu's own
 * only when pressed, so focus never sits on an element that disappears.
 */
const loadMenu = loadOnce(() => import('./message-actions-menu').then((module) => module.MessageActionsMenu));

const TRIGGER_CLASSES =
  'inline-flex size-8 shrink-0 items-center justify-center self-center rounded-full text-stone-600 hover:bg-stone-200 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=open]:bg-stone-200';

/**
 * The "…" menu of a message someone else sent, holding Report (named in full for screen readers).
 * The safety notice for flagged messages is the conversation's, shown once above them.
 */
export function MessageActions({ message, sender }: { message: ClientMessage; sender: ChatPartner }) {
  const [subject, setSubject] = useState<ReportSubject | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [MenuShown, setMenuShown] = useState<{ component: Awaited<ReturnType<typeof loadMenu>>; fromKeyboard: boolean } | null>(null);
  if (message.status === 'sending') return null;
  const name = `${sender.firstName} ${sender.lastName}`.trim();
  // A click made with Enter or Space has no pointer position: detail is 0.
  const open = (fromKeyboard: boolean) =>
    loadMenu().then(
      (component) => {
        setMenuShown({ component, fromKeyboard });
        setMenuOpen(true);
      },
      () => toast.error(MSG_COMMON.partNotLoaded),
    );

  return (
    <>
      {MenuShown ? (
        <MenuShown.component
          name={name}
          triggerClassName={TRIGGER_CLASSES}
          open={menuOpen}
          focusFirstItem={MenuShown.fromKeyboard}
          onOpenChange={setMenuOpen}
          onReport={() => setSubject({ member: sender, messageId: message._id, quote: message.content })}
        />
      ) : (
        <button
          type="button"
          aria-label={MSG_CHAT.moreActions(name)}
          title={MSG_CHAT.moreActionsShort}
          aria-haspopup="menu"
          aria-expanded={false}
          className={TRIGGER_CLASSES}
          onPointerEnter={() => void loadMenu().catch(() => undefined)}
          onFocus={() => void loadMenu().catch(() => undefined)}
          onClick={(event) => void open(event.detail === 0)}
        >
          <MoreHorizontal className="size-4" aria-hidden="true" />
        </button>
      )}
      <ReportDialog subject={subject} onClose={() => setSubject(null)} />
    </>
  );
}
