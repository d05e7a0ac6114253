'use client';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Flag, MoreHorizontal } from 'lucide-react';
import { useRef } from 'react';
import { MSG_CHAT } from '@/lib/shared/messages/chat';
import { MSG_SAFETY } from '@/lib/shared/messages/safety';

/** The "…" menu itself (Radix), mounted open by the first press of its trigger (message-safety.tsx). */
export function MessageActionsMenu({
  name,
  triggerClassName,
  open,
  focusFirstItem,
  onOpenChange,
  onReport,
}: {
  name: string;
  triggerClassName: string;
  open: boolean;
  /** Opened from the keyboard before the menu existed: Radix did not see the key, so focus goes to Report here. */
  focusFirstItem: boolean;
  onOpenChange(open: boolean): void;
  onReport(): void;
}) {
  // Radix focuses the menu itself when it opens; the first time, from the keyboard, Report is next.
  const keyboardOpened = useRef(focusFirstItem);
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger aria-label={MSG_CHAT.moreActions(name)} title={MSG_CHAT.moreActionsShort} className={triggerClassName}>
        <MoreHorizontal className="size-4" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={4}
          onFocus={(event) => {
            if (!keyboardOpened.current || event.target !== event.currentTarget) return;
            keyboardOpened.current = false;
            event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
          }}
          className="z-50 min-w-44 rounded-xl bg-white p-1 text-sm shadow-lg ring-1 ring-stone-200">
          <DropdownMenu.Item
            onSelect={onReport}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 text-stone-800 outline-none data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800"
          >
            <Flag className="size-4" aria-hidden="true" /> {MSG_SAFETY.reportMessage}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
