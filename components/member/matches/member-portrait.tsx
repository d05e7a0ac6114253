'use client';
import { useState } from 'react';
import { cn } from '@/components/ui/cn';
import { MSG_DISCOVERY_UI } from '@/lib/shared/messages/discovery';

/** Soft backgrounds for the monogram, picked by the member's id so each keeps hers. */
const PALETTES = [
  'from-brand-100 via-brand-50 to-amber-100 text-brand-800',
  'from-amber-100 via-stone-50 to-brand-100 text-amber-900',
  'from-teal-100 via-stone-50 to-emerald-100 text-teal-900',
  'from-stone-200 via-stone-50 to-amber-100 text-stone-800',
] as const;

const paletteOf = (id: string) => PALETTES[[...id].reduce((sum, c) => sum + c.charCodeAt(0), 0) % PALETTES.length];

/**
 * The top of a member's card: her first photo where she has shared her photos with the viewer
 * (the server signs `photoUrl` only then), otherwise her initial over a quiet geometric pattern.
 * Never a blurred photo: a photo stays hers until she shares it.
 */
export function MemberPortrait({ user, className }: { user: { id: string; firstName: string; photoUrl: string | null }; className?: string }) {
  // A signed address that has expired (a page left open) or fails to load gives way to her initial.
  const [failed, setFailed] = useState<string | null>(null);
  const photo = user.photoUrl && user.photoUrl !== failed ? user.photoUrl : null;
  const initial = Array.from(user.firstName.trim())[0]?.toUpperCase() ?? '';
  return (
    <div className={cn('relative overflow-hidden bg-gradient-to-br', paletteOf(user.id), className)}>
      {photo ? (
        // eslint-disable-next-line @next/next/no-img-element -- signed, private, short-lived addresses
        <img src={photo} alt={MSG_DISCOVERY_UI.photoOf(user.firstName)} onError={() => setFailed(photo)} className="absolute inset-0 size-full object-cover" />
      ) : (
        <>
          <svg aria-hidden="true" className="absolute inset-0 size-full opacity-[0.14]" preserveAspectRatio="xMidYMid slice">
            <defs>
              <pattern id={`star-${user.id}`} width="48" height="48" patternUnits="userSpaceOnUse">
                <path d="M24 4l5.9 14.1L44 24l-14.1 5.9L24 44l-5.9-14.1L4 24l14.1-5.9z" fill="none" stroke="currentColor" strokeWidth="1.2" />
                <rect x="14" y="14" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.2" transform="rotate(45 24 24)" />
              </pattern>
            </defs>
            <rect width="100%" height="100%" fill={`url(#star-${user.id})`} />
          </svg>
          <span aria-hidden="true" className="absolute inset-0 grid place-items-center">
            <span className="grid size-20 place-items-center rounded-full bg-white/85 font-serif text-4xl shadow-sm ring-1 ring-white">{initial}</span>
          </span>
        </>
      )}
    </div>
  );
}
