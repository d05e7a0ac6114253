'use client';
import { ShieldCheck } from 'lucide-react';
import { useMemberProfile } from '@/lib/client/queries/users';
import { MSG_GUARDIAN } from '@/lib/shared/messages/guardian';
import { cn } from '@/components/ui/cn';

/**
 * Under the chat header and in the quick message dialog: tells the member writing to her, before
 * they write, that her guardian receives a weekly summary or copies of the conversation. Renders
 * nothing otherwise.
 */
export function ChaperoneNotice({ partnerId, className }: { partnerId: string; className?: string }) {
  const notice = useMemberProfile(partnerId).data?.chaperoneNotice;
  if (!notice) return null;
  return (
    <p role="note" className={cn('flex items-start gap-2 border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-950', className)} data-testid="chaperone-notice">
      <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {notice === 'copies' ? MSG_GUARDIAN.noticeCopies : MSG_GUARDIAN.noticeSummary}
    </p>
  );
}
