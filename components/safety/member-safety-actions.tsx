'use client';
import { Ban, Flag } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { MSG_SAFETY } from '@/lib/shared/messages/safety';
import { BlockDialog, type BlockSubject } from './block-dialog';
import { ReportDialog } from './report-dialog';

/**
 * Report and Block for one member: as labelled buttons (the profile panel) or as icon buttons
 * (`compact`, the chat header). `onBlocked` runs once they are blocked, by either path.
 */
export function MemberSafetyActions({ member, compact, onBlocked }: { member: BlockSubject; compact?: boolean; onBlocked?(): void }) {
  const [open, setOpen] = useState<'report' | 'block' | null>(null);
  const name = `${member.firstName} ${member.lastName}`.trim();
  const close = () => setOpen(null);
  const iconButton = 'inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-stone-600 hover:bg-stone-100 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-600';

  return (
    <>
      {compact ? (
        <>
          <button type="button" className={iconButton} aria-label={MSG_SAFETY.reportMemberLabel(name)} title={MSG_SAFETY.reportMemberLabel(name)} onClick={() => setOpen('report')}>
            <Flag className="size-5" aria-hidden="true" />
          </button>
          <button type="button" className={iconButton} aria-label={MSG_SAFETY.blockMemberLabel(name)} title={MSG_SAFETY.blockMemberLabel(name)} onClick={() => setOpen('block')}>
            <Ban className="size-5" aria-hidden="true" />
          </button>
        </>
      ) : (
        <div className="flex gap-3 border-t border-stone-200 pt-4">
          <Button variant="ghost" onClick={() => setOpen('report')}>
            <Flag className="size-4" aria-hidden="true" /> {MSG_SAFETY.report}
          </Button>
          <Button variant="ghost" onClick={() => setOpen('block')}>
            <Ban className="size-4" aria-hidden="true" /> {MSG_SAFETY.block}
          </Button>
        </div>
      )}
      <ReportDialog subject={open === 'report' ? { member } : null} onClose={close} onBlocked={onBlocked} />
      <BlockDialog member={open === 'block' ? member : null} onClose={close} onBlocked={onBlocked} />
    </>
  );
}
