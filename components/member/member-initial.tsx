import { cn } from '@/components/ui/cn';

/**
 * A member's first initial in a soft circle: photos are private until she allows them, so lists
 * show this instead, and every row still starts with a face-sized mark rather than bare text.
 */
export function MemberInitial({ firstName, className }: { firstName: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('grid size-11 shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand-100 to-amber-100 font-serif text-lg text-brand-800 ring-1 ring-brand-200', className)}
    >
      {Array.from(firstName.trim())[0]?.toUpperCase() ?? ''}
    </span>
  );
}
