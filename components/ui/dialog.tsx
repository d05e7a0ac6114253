'use client';
import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cn } from './cn';
import { LazyDialogToaster } from './lazy-toaster';
import { useOpenDialogs } from './open-dialogs';
import { MSG_COMMON } from '@/lib/shared/messages/common';

const PLACEMENT_CLASSES = {
  center: 'm-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md rounded-2xl',
  left: 'my-0 mr-auto ml-0 h-dvh max-h-none w-[min(20rem,85vw)] rounded-r-2xl',
  right: 'm-0 h-dvh max-h-none w-full max-w-none sm:ml-auto sm:w-[28rem] sm:rounded-l-2xl',
} as const;

type DialogProps = {
  open: boolean;
  onClose(): void;
  title: string;
  description?: string;
  /**
   * `center` is a modal card; `left` is a full-height drawer for phone menus; `right` is a side
   * panel, full screen on phones.
   */
  placement?: 'center' | 'left' | 'right';
  className?: string;
  children: ReactNode;
};

/**
 * A modal on the native <dialog>: the browser keeps focus inside it, makes the page behind it
 * inert and closes it on Escape; we move focus back to whatever opened it.
 */
export function Dialog({ open, onClose, title, description, placement = 'center', className, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    useOpenDialogs.setState(({ stack }) => ({ stack: [...stack, titleId] }));
    return () => {
      useOpenDialogs.setState(({ stack }) => ({ stack: stack.filter((id) => id !== titleId) }));
      dialog.close();
      opener?.focus();
    };
  }, [open, titleId]);
  const onTop = useOpenDialogs((s) => s.stack.at(-1) === titleId);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Escape, or any other way the browser closes it, must reach the owner's state.
    const handleClose = () => onClose();
    dialog.addEventListener('close', handleClose);
    return () => dialog.removeEventListener('close', handleClose);
  }, [onClose]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={cn(
        'bg-white text-stone-800 shadow-xl backdrop:bg-stone-950/50 backdrop:backdrop-blur-[2px] open:flex open:flex-col',
        PLACEMENT_CLASSES[placement],
        className,
      )}
    >
      {open && (
        <>
          <div className="flex items-start justify-between gap-4 border-b border-stone-200 px-5 py-4">
            <div>
              <h2 id={titleId} className="font-serif text-xl text-brand-900">
                {title}
              </h2>
              {description && (
                <p id={descriptionId} className="mt-1 text-sm text-stone-600">
                  {description}
                </p>
              )}
            </div>
            <button
              type="button"
              onClick={onClose}
              aria-label={MSG_COMMON.close}
              className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-stone-500 hover:bg-stone-100 hover:text-stone-800 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5">{children}</div>
          {onTop && <LazyDialogToaster />}
        </>
      )}
    </dialog>
  );
}
