'use client';
import * as Sheet from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useEffect, useId, type ReactNode } from 'react';
import { LazyDialogToaster } from '@/components/ui/lazy-toaster';
import { Button } from '@/components/ui/button';
import { useOpenDialogs } from '@/components/ui/open-dialogs';
import { MSG_COMMON } from '@/lib/shared/messages/common';
import { MSG_DISCOVERY_UI } from '@/lib/shared/messages/discovery';

/**
 * The filters on a phone: a sheet rising from the foot of the screen (Radix keeps focus in it,
 * closes it on Escape or a tap outside and gives focus back). The list behind it follows each
 * change, so "Show matches" only closes it. While open it hosts the toasts, as the app's dialogs do.
 */
type FilterSheetProps = { open: boolean; onOpenChange(open: boolean): void; children: ReactNode };

export function FilterSheet({ open, onOpenChange, children }: FilterSheetProps) {
  const key = useId();
  useEffect(() => {
    if (!open) return;
    useOpenDialogs.setState(({ stack }) => ({ stack: [...stack, key] }));
    return () => useOpenDialogs.setState(({ stack }) => ({ stack: stack.filter((id) => id !== key) }));
  }, [open, key]);
  const onTop = useOpenDialogs((s) => s.stack.at(-1) === key);

  return (
    <Sheet.Root open={open} onOpenChange={onOpenChange}>
      <Sheet.Portal>
        <Sheet.Overlay className="fixed inset-0 z-40 bg-stone-950/50 backdrop-blur-[2px] data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <Sheet.Content className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-3xl bg-white text-stone-800 shadow-2xl outline-none data-[state=open]:animate-[sheet-up_200ms_ease-out]">
          <div aria-hidden="true" className="mx-auto mt-2.5 h-1.5 w-12 rounded-full bg-stone-300" />
          <div className="flex items-start justify-between gap-4 border-b border-stone-200 px-5 pt-3 pb-4">
            <div>
              <Sheet.Title className="font-serif text-xl text-brand-900">{MSG_DISCOVERY_UI.filtersTitle}</Sheet.Title>
              <Sheet.Description className="mt-1 text-sm text-stone-600">{MSG_DISCOVERY_UI.filtersDescription}</Sheet.Description>
            </div>
            <Sheet.Close
              aria-label={MSG_COMMON.close}
              className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-stone-500 hover:bg-stone-100 hover:text-stone-800 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <X className="size-5" aria-hidden="true" />
            </Sheet.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-5">{children}</div>
          <div className="border-t border-stone-200 px-5 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))]">
            <Sheet.Close asChild>
              <Button className="w-full">{MSG_DISCOVERY_UI.showResults}</Button>
            </Sheet.Close>
          </div>
          {onTop && <LazyDialogToaster />}
        </Sheet.Content>
      </Sheet.Portal>
    </Sheet.Root>
  );
}

/** The sheet as an element, for Find Matches, which loads this module when the sheet first opens. */
export const showFilterSheet = (props: FilterSheetProps) => <FilterSheet {...props} />;
