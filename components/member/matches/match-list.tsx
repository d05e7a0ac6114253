'use client';
import type { ReactNode } from 'react';
import { MSG_DISCOVERY_UI } from '@/lib/shared/messages/discovery';
import { MemberInitial } from '../member-initial';
import type { MatchUser } from './types';
import { VerifiedBadges } from '@/components/verification/verified-badges';

type Props = { users: MatchUser[]; actions(user: MatchUser): ReactNode; onOpen(userId: string): void };

/** The spec's table of name, age and actions (compact rows on a phone); a row opens the profile. */
export function MatchList({ users, actions, onOpen }: Props) {
  return (
    <>
      <ul className="space-y-3 sm:hidden" aria-label={MSG_DISCOVERY_UI.matchesLabel}>
        {users.map((user) => (
          <li key={user.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
            <button type="button" className="flex w-full items-center gap-3 text-left" onClick={() => onOpen(user.id)}>
              <MemberInitial firstName={user.firstName} />
              <span className="min-w-0">
                <span dir="auto" className="block font-semibold break-words text-brand-900" style={{ overflowWrap: 'anywhere' }}>
                  {user.firstName} {user.lastName}
                </span>
                <VerifiedBadges university={user.verifiedUniversity} photo={user.verifiedPhoto} compact className="mt-0.5" />
                <span dir="auto" className="block text-sm break-words text-stone-600" style={{ overflowWrap: 'anywhere' }}>
                  {user.age} · {user.university}
                </span>
              </span>
            </button>
            <div className="mt-3">{actions(user)}</div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 sm:block">
        <table className="w-full text-left text-sm">
          <thead className="bg-stone-50 text-stone-600">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">
                {MSG_DISCOVERY_UI.listName}
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                {MSG_DISCOVERY_UI.listAge}
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                {MSG_DISCOVERY_UI.listActions}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {users.map((user) => (
              <tr key={user.id} className="cursor-pointer hover:bg-brand-50/50" onClick={() => onOpen(user.id)}>
                <td className="px-4 py-3">
                  <div className="flex items-center gap-3">
                    <MemberInitial firstName={user.firstName} className="size-10" />
                    <div className="min-w-0">
                      <button
                        type="button"
                        dir="auto"
                        className="text-left font-semibold break-words text-brand-900 hover:underline"
                        style={{ overflowWrap: 'anywhere' }}
                        onClick={(e) => (e.stopPropagation(), onOpen(user.id))}
                      >
                        {user.firstName} {user.lastName}
                      </button>
                      <VerifiedBadges university={user.verifiedUniversity} photo={user.verifiedPhoto} compact className="ml-1.5 align-middle" />
                      <span dir="auto" className="block break-words text-stone-600" style={{ overflowWrap: 'anywhere' }}>
                        {user.university}
                      </span>
                    </div>
                  </div>
                </td>
                <td className="px-4 py-3">{user.age}</td>
                <td className="px-4 py-3">{actions(user)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
