import { APP_NAME } from '@/lib/shared/constants';
import { cn } from './cn';

/** The mark: a crescent inside an eight-pointed star, the classic geometric motif. */
function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round">
        <rect x="6.5" y="6.5" width="19" height="19" rx="1.5" />
        <rect x="6.5" y="6.5" width="19" height="19" rx="1.5" transform="rotate(45 16 16)" />
      </g>
      <path d="M18.2 10.2a6.2 6.2 0 1 0 3.6 10.6 5 5 0 1 1-3.6-10.6z" className="fill-gold-400" />
    </svg>
  );
}

type LogoProps = { tone?: 'dark' | 'light'; className?: string };

export function Logo({ tone = 'dark', className }: LogoProps) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <LogoMark className={cn('size-8 shrink-0', tone === 'light' ? 'text-brand-200' : 'text-brand-700')} />
      <span className={cn('font-serif text-lg font-semibold tracking-tight whitespace-nowrap', tone === 'light' ? 'text-white' : 'text-brand-900')}>
        {APP_NAME}
      </span>
    </span>
  );
}
