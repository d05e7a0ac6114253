'use client';
import { toast } from '@/lib/client/toast';
import { toastFailure } from '@/lib/client/failure-toast';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useBlockMember } from '@/lib/client/queries/safety';
import { MSG_SAFETY } from '@/lib/shared/messages/safety';

export type BlockSubject = { id: string; firstName: string; lastName: string };

/** Asks before blocking, saying exactly what a block does (both ways, at once). */
export function BlockDialog({ member, onClose, onBlocked }: { member: BlockSubject | null; onClose(): void; onBlocked?(): void }) {
  const block = useBlockMember();
  const name = member ? `${member.firstName} ${member.lastName}`.trim() : '';

  async function confirm() {
    if (!member) return;
    try {
      await block.mutateAsync(member.id);
      toast.success(MSG_SAFETY.blocked(name));
      onClose();
      onBlocked?.();
    } catch (error) {
      toastFailure(error, MSG_SAFETY.blockFailed);
    }
  }

  return (
    <Dialog open={member !== null} onClose={onClose} title={MSG_SAFETY.blockTitle(name)}>
      <ul className="list-disc space-y-2 pl-5 text-sm text-stone-700">
        {MSG_SAFETY.blockEffects.map((effect) => (
          <li key={effect}>{effect}</li>
        ))}
      </ul>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {MSG_SAFETY.cancel}
        </Button>
        <Button variant="danger" onClick={confirm} loading={block.isPending}>
          {block.isPending ? MSG_SAFETY.blocking : MSG_SAFETY.block}
        </Button>
      </div>
    </Dialog>
  );
}
