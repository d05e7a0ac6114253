'use client';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { MSG_SAFETY } from '@/lib/shared/messages/safety';
import { ReportDialog } from './report-dialog';
import type { BlockSubject } from './block-dialog';

/** A small button on a corner of another member's photo (its parent is `relative`). */
export function ReportPhotoButton({ member, photoId, index }: { member: BlockSubject; photoId: string; index: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={MSG_SAFETY.reportPhoto(index)}
        title={MSG_SAFETY.reportPhoto(index)}
        className="absolute top-1.5 right-1.5 inline-flex size-9 items-center justify-center rounded-full bg-white/90 text-stone-700 shadow-sm hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Flag className="size-4" aria-hidden="true" />
      </button>
      <ReportDialog subject={open ? { member, photoId } : null} onClose={() => setOpen(false)} />
    </>
  );
}
