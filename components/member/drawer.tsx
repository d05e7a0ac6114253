'use client';
import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';

type DrawerProps = { open: boolean; onClose(): void; title: string; children: ReactNode };

/**
 * A side panel on the native <dialog>: modal (focus kept inside, page behind inert, Escape
 * closes), full screen on phones and a right-hand drawer from the sm breakpoint.
 */
export function Drawer({ open, onClose, title, children }: DrawerProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    return () => {
      dialog.close();
      opener?.focus();
    };
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const handleClose = () => onClose();
    dialog.addEventListener('close', handleClose);
    return () => dialog.removeEventListener('close', handleClose);
  }, [onClose]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-0 h-dvh max-h-none w-full max-w-none bg-white text-stone-800 shadow-xl backdrop:bg-stone-950/50 open:flex open:flex-col sm:ml-auto sm:w-[28rem] sm:rounded-l-2xl"
    >
      {open && (
        <>
          <div className="flex items-center justify-between gap-4 border-b border-stone-200 px-5 py-4">
            <h2 id={titleId} className="font-serif text-xl text-brand-900">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label="Close"
              className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-stone-500 hover:bg-stone-100 hover:text-stone-800 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5">{children}</div>
        </>
      )}
    </dialog>
  );
}
