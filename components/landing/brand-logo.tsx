import Link from 'next/link';
import { APP_NAME } from '@/lib/shared/constants';

export function BrandMark({ className = 'size-9' }: { className?: string }) {
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

export function BrandLogo({ className = '' }: { className?: string }) {
  return (
    <Link href="/" className={`inline-flex items-center gap-2.5 rounded-lg ${className}`}>
      <BrandMark />
      <span className="font-serif text-xl font-semibold tracking-tight">{APP_NAME}</span>
    </Link>
  );
}
