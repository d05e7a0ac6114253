'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { Logo } from '@/components/ui/logo';
import { APP_NAME } from '@/lib/shared/constants';

/** "/dashboard" → "Dashboard", "/admin/chats" → "Admin", "/" → "Home". */
export function bannerTitle(pathname: string): string {
  const segment = pathname.split('/').find(Boolean);
  return segment ? segment.charAt(0).toUpperCase() + segment.slice(1) : 'Home';
}

export function PageBanner() {
  const pathname = usePathname();
  return (
    <div className="flex min-w-0 items-center gap-3 sm:gap-4">
      <Link
        href="/"
        className="shrink-0 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-gold-400"
        aria-label={`${APP_NAME} home`}
      >
        <Logo tone="light" />
      </Link>
      <span className="h-6 w-px shrink-0 bg-white/25" aria-hidden="true" />
      <p className="truncate font-serif text-lg text-gold-300">{bannerTitle(pathname)}</p>
    </div>
  );
}
