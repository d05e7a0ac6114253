import { cn } from '@/components/ui/cn';
import type { OwnGuardian } from '@/lib/client/queries/guardian';
import { MSG_GUARDIAN } from '@/lib/shared/messages/guardian';

type Status = NonNullable<OwnGuardian['status']>;

const STYLE: Record<Status, string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-brand-100 text-brand-900',
  declined: 'bg-red-100 text-red-800',
  unsubscribed: 'bg-stone-200 text-stone-800',
};

/** Where a woman's guardian stands, in one word; nothing for a man. */
export function GuardianStatusBadge({ status, className }: { status: OwnGuardian['status']; className?: string }) {
  if (!status) return null;
  return <span className={cn('inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold', STYLE[status], className)}>{MSG_GUARDIAN.statusShort[status]}</span>;
}
