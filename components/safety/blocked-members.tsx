'use client';
import { UserX } from 'lucide-react';
import { toast } from '@/lib/client/toast';
import { toastFailure } from '@/lib/client/failure-toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/client/api-error';
import { useAuthStore } from '@/lib/client/auth-store';
import { useBlockedMembers, useUnblockMember, type BlockedMember } from '@/lib/client/queries/safety';
import { formatLongDate } from '@/lib/shared/dates';
import { MSG_SAFETY } from '@/lib/shared/messages/safety';

/** The profile page's "Blocked members": who the member blocked, each with Unblock. Admins block no one. */
export function BlockedMembers() {
  const isAdmin = useAuthStore((s) => s.user?.isAdmin ?? false);
  const blocked = useBlockedMembers(!isAdmin);
  const unblock = useUnblockMember();
  if (isAdmin) return null;

  async function lift(member: BlockedMember) {
    const name = `${member.firstName} ${member.lastName}`.trim();
    try {
      await unblock.mutateAsync(member.id);
      toast.success(MSG_SAFETY.unblocked(name));
    } catch (error) {
      toastFailure(error, MSG_SAFETY.unblockFailed);
    }
  }

  return (
    <Card className="mt-6 max-w-3xl" aria-labelledby="blocked-members-heading">
      <h2 id="blocked-members-heading" className="flex items-center gap-2 font-serif text-xl text-brand-900">
        <UserX className="size-5 text-gold-500" aria-hidden="true" />
        {MSG_SAFETY.blockedTitle}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{MSG_SAFETY.blockedIntro}</p>
      {blocked.isPending ? (
        <p className="mt-4 flex items-center gap-2 text-sm text-stone-600" role="status">
          <Spinner /> {MSG_SAFETY.blockedLoading}
        </p>
      ) : blocked.error ? (
        <p className="mt-4 text-sm text-red-700" role="alert">
          {errorMessage(blocked.error, MSG_SAFETY.blockedLoadFailed)}
        </p>
      ) : blocked.data.length === 0 ? (
        <p className="mt-4 text-sm text-stone-600">{MSG_SAFETY.blockedEmpty}</p>
      ) : (
        <ul className="mt-4 divide-y divide-stone-200" aria-labelledby="blocked-members-heading">
          {blocked.data.map((member) => {
            const name = `${member.firstName} ${member.lastName}`.trim();
            return (
              <li key={member.id} className="flex items-center justify-between gap-4 py-3">
                <div className="min-w-0">
                  <p className="truncate font-medium text-stone-900" dir="auto">
                    {name}
                  </p>
                  <p className="text-xs text-stone-600">{MSG_SAFETY.blockedOn(formatLongDate(member.blockedAt))}</p>
                </div>
                <Button
                  variant="secondary"
                  aria-label={MSG_SAFETY.unblockLabel(name)}
                  loading={unblock.isPending && unblock.variables === member.id}
                  onClick={() => lift(member)}
                >
                  {MSG_SAFETY.unblock}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
