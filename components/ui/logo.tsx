import { APP_NAME } from '@/lib/shared/constants';
import { cn } from './cn';

/**
 * The mark: an eight-pointed star (two squares, the classic geometric motif) on a green tile.
 * The tile keeps it legible on light and dark backgrounds alike; app/icon.svg is the same drawing.
 */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" className="fill-brand-700" />
      <g fill="none" className="stroke-gold-300" strokeWidth="1.6" strokeLinejoin="round">
        <rect x="9.5" y="9.5" width="13" height="13" />
        <rect x="9.5" y="9.5" width="13" height="13" transform="rotate(45 16 16)" />
      </g>
      <circle cx="16" cy="16" r="2.4" className="fill-gold-300" />
    </svg>
  );
}

type LogoProps = { tone?: 'dark' | 'light'; className?: string };

/** The one logo, on every page: the mark and the name, dark on light backgrounds or light on dark. */
export function Logo({ tone = 'dark', className }: LogoProps) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark className="size-9 shrink-0" />
      <span className={cn('font-serif text-xl font-semibold tracking-tight whitespace-nowrap', tone === 'light' ? 'text-white' : 'text-brand-900')}>
        {APP_NAME}
      </span>
    </span>
  );
}
