'use client';
import { BookOpen, Clock, GraduationCap, Landmark, MapPin, MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { MatchUser } from './types';
import { MSG_DISCOVERY_UI } from '@/lib/shared/messages/discovery';
import { placeParts } from './country-name';
import { MemberPortrait } from './member-portrait';
import { VerifiedBadges } from '@/components/verification/verified-badges';

/**
 * One member as a card: her photo where she shared it (else her initial), who she is in a few
 * chips, the score, a line of what she wrote, and one action. The whole card opens her profile.
 */
export function MatchCard({ user, onOpen, onMessage }: { user: MatchUser; onOpen(): void; onMessage(): void }) {
  const name = `${user.firstName} ${user.lastName}`;
  const place = placeParts(user);
  const about = user.description.trim();
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-stone-200 transition hover:-translate-y-0.5 hover:shadow-lg hover:shadow-brand-900/5 hover:ring-brand-200 focus-within:ring-2 focus-within:ring-brand-600">
      <div className="relative">
        <MemberPortrait user={user} className="aspect-[4/3]" />
        {user.compatibility && (
          <span className="absolute top-3 right-3 rounded-full bg-white/95 px-3 py-1 text-sm font-semibold text-brand-800 shadow-sm ring-1 ring-brand-200 tabular-nums">
            {MSG_DISCOVERY_UI.scoreBadge(user.compatibility.score)}
          </span>
        )}
        {user.activity === 'today' && (
          <span className="absolute top-3 left-3 inline-flex items-center gap-1.5 rounded-full bg-white/95 px-2.5 py-1 text-xs font-medium text-stone-800 shadow-sm">
            <span aria-hidden="true" className="size-2 rounded-full bg-emerald-500" />
            {MSG_DISCOVERY_UI.activity.today}
          </span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-5">
        <h3 className="font-serif text-xl leading-snug text-brand-900">
          {/* The name's button covers the whole card (after:), so any tap on it opens her profile. */}
          <button type="button" onClick={onOpen} dir="auto" className="text-left break-words outline-none after:absolute after:inset-0 after:content-['']" style={{ overflowWrap: 'anywhere' }}>
            {name}
          </button>
        </h3>
        <VerifiedBadges university={user.verifiedUniversity} photo={user.verifiedPhoto} className="-mt-1" />
        {/* Chips as plain text, not a list: the card is already one item of the Matches list. */}
        <div className="flex flex-wrap gap-1.5">
          <Chip>{MSG_DISCOVERY_UI.ageChip(user.age)}</Chip>
          <Chip icon={user.status === 'student' ? <BookOpen className="size-3.5 shrink-0" aria-hidden="true" /> : <GraduationCap className="size-3.5 shrink-0" aria-hidden="true" />}>
            {MSG_DISCOVERY_UI.status[user.status]}
          </Chip>
          <Chip icon={<Landmark className="size-3.5 shrink-0" aria-hidden="true" />} text>
            {user.university}
          </Chip>
          {place.length > 0 && (
            <Chip icon={<MapPin className="size-3.5 shrink-0" aria-hidden="true" />}>
              {/* Each part in its own direction: an Arabic city keeps the English country after it. */}
              {place.map((part, i) => (
                <span key={part}>
                  {i > 0 && ', '}
                  <bdi>{part}</bdi>
                </span>
              ))}
            </Chip>
          )}
          {user.activity && user.activity !== 'today' && <Chip icon={<Clock className="size-3.5 shrink-0" aria-hidden="true" />}>{MSG_DISCOVERY_UI.activity[user.activity]}</Chip>}
        </div>
        {about && (
          <p dir="auto" className="line-clamp-2 text-sm leading-relaxed text-stone-600" style={{ overflowWrap: 'anywhere' }}>
            {about}
          </p>
        )}
        <div className="relative z-10 mt-auto pt-1">
          <Button variant="primary" className="w-full" onClick={onMessage} aria-label={`Message ${user.firstName}`}>
            <MessageCircle className="size-4" aria-hidden="true" /> {MSG_DISCOVERY_UI.message}
          </Button>
        </div>
      </div>
    </article>
  );
}

function Chip({ icon, text, children }: { icon?: ReactNode; text?: boolean; children: ReactNode }) {
  return (
    <span
      dir={text ? 'auto' : undefined}
      className="inline-flex max-w-full items-center gap-1 rounded-full bg-stone-100 px-2.5 py-1 text-xs font-medium text-stone-700"
      style={{ overflowWrap: 'anywhere' }}
    >
      {icon}
      <span className="min-w-0">{children}</span>
    </span>
  );
}
