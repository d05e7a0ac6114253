'use client';
import { useDeferredValue } from 'react';
import { MSG_MEMBERS } from '@/lib/shared/messages/members';
import { MatchCard } from './match-card';
import type { MatchUser } from './types';

/** Cards in the first render: a phone's first screen holds one or two, the widest layout six. */
const FIRST_CARDS = 6;

/**
 * Find Matches as photo-led cards. The first six come in the first render and the rest in a
 * deferred one after it: styling and laying out a whole page of cards at once was the longest
 * task of a phone's first screen.
 */
export function MatchCards({ users, onOpen, onMessage }: { users: MatchUser[]; onOpen(userId: string): void; onMessage(user: MatchUser): void }) {
  const shown = useDeferredValue(users.length, Math.min(users.length, FIRST_CARDS));
  return (
    <ul aria-label={MSG_MEMBERS.matches} className="grid gap-5 sm:grid-cols-2 2xl:grid-cols-3">
      {users.slice(0, shown).map((user) => (
        <li key={user.id}>
          <MatchCard user={user} onOpen={() => onOpen(user.id)} onMessage={() => onMessage(user)} />
        </li>
      ))}
    </ul>
  );
}
