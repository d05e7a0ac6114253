import { BadgeCheck, GraduationCap } from 'lucide-react';
import { cn } from '@/components/ui/cn';
import { MSG_VERIFICATION_UI } from '@/lib/shared/messages/verification';

/**
 * A member's badges, small: a university badge and a photo badge, each an icon with a word
 * (`compact`: the icon alone) and its full meaning for screen readers and as a tooltip. Nothing
 * is drawn for a member without a badge.
 */
export function VerifiedBadges({ university, photo, compact = false, className }: { university?: boolean; photo?: boolean; compact?: boolean; className?: string }) {
  if (!university && !photo) return null;
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-1.5', className)} data-testid="verified-badges">
      {university && <Badge icon={<GraduationCap className="size-3.5 shrink-0" aria-hidden="true" />} short={MSG_VERIFICATION_UI.badgeUniversityShort} full={MSG_VERIFICATION_UI.badgeUniversity} compact={compact} />}
      {photo && <Badge icon={<BadgeCheck className="size-3.5 shrink-0" aria-hidden="true" />} short={MSG_VERIFICATION_UI.badgePhotoShort} full={MSG_VERIFICATION_UI.badgePhoto} compact={compact} />}
    </span>
  );
}

function Badge({ icon, short, full, compact }: { icon: React.ReactNode; short: string; full: string; compact: boolean }) {
  return (
    <span
      title={full}
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-emerald-50 font-medium text-emerald-800 ring-1 ring-emerald-200',
        compact ? 'p-1' : 'px-2 py-0.5 text-xs',
      )}
    >
      {icon}
      {compact ? <span className="sr-only">{full}</span> : (
        <>
          <span aria-hidden="true">{short}</span>
          <span className="sr-only">{full}</span>
        </>
      )}
    </span>
  );
}
