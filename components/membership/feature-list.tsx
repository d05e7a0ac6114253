import { Check } from 'lucide-react';
import { cn } from '@/components/ui/cn';
import { MEMBERSHIP_FEATURES } from '@/lib/shared/membership';

/** The five things the membership includes, as the dark premium cards show them. */
export function MembershipFeatureList({ className }: { className?: string }) {
  return (
    <ul className={cn('space-y-3', className)}>
      {MEMBERSHIP_FEATURES.map((feature) => (
        <li key={feature} className="flex items-center gap-3">
          <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-600/60 text-gold-300">
            <Check className="size-4" aria-hidden="true" />
          </span>
          {feature}
        </li>
      ))}
    </ul>
  );
}
