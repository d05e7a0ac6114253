'use client';
import { MessageCircle, Search } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useCallback, useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/client/api-error';
import type { PublicProfile } from '@/lib/client/members';
import { useAuthStore } from '@/lib/client/auth-store';
import { useSentRequestsByTarget } from '@/lib/client/queries/photos';
import { useMatches } from '@/lib/client/queries/users';
import { MSG_MEMBERS } from '@/lib/shared/messages/members';
import { MSG_PHOTOS } from '@/lib/shared/messages/photos';
import { MemberInitial } from './member-initial';
import { ProfileSidePanel } from './profile-side-panel';
import { RequestPhotosAction } from './request-photos-action';
import { useRequestPhotos } from './use-request-photos';

const SEARCH_DEBOUNCE_MS = 300;

// The form library comes with the dialog on first use, not with the page.
const MessageDialog = dynamic(() => import('./message-dialog').then((m) => m.MessageDialog));

/** Find Matches: a server-side first-name search over members who can answer, page by page. */
export function FindMatches() {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [term, setTerm] = useState('');
  const [openProfileId, setOpenProfileId] = useState<string | null>(null);
  const [messaging, setMessaging] = useState<PublicProfile | null>(null);
  const { send, sendingTo } = useRequestPhotos(MSG_PHOTOS.photoRequestSent);
  const sentRequests = useSentRequestsByTarget();
  // Members see the other gender, so the example name is one they could find.
  const placeholder = useAuthStore((s) => (s.user?.gender === 'female' ? MSG_MEMBERS.searchPlaceholderMen : MSG_MEMBERS.searchPlaceholderWomen));
  const matches = useMatches({ search: term });
  const users = matches.data?.pages.flatMap((page) => page.users) ?? [];
  const loading = matches.isPending || term !== search.trim();

  useEffect(() => {
    const next = search.trim();
    const timer = setTimeout(() => setTerm(next), next ? SEARCH_DEBOUNCE_MS : 0);
    return () => clearTimeout(timer);
  }, [search]);

  useEffect(() => {
    if (matches.error) toast.error(errorMessage(matches.error, MSG_MEMBERS.fetchUsersFailed));
  }, [matches.error]);

  const closeProfile = useCallback(() => setOpenProfileId(null), []);
  const closeMessage = useCallback(() => setMessaging(null), []);

  const actions = (user: PublicProfile) => (
    <div className="flex flex-wrap gap-2" onClick={(e) => e.stopPropagation()}>
      <Button variant="secondary" onClick={() => setMessaging(user)} aria-label={`Message ${user.firstName}`}>
        <MessageCircle className="size-4" aria-hidden="true" />
        <span className="sm:sr-only lg:not-sr-only">Message</span>
      </Button>
      <RequestPhotosAction
        user={user}
        request={sentRequests.get(user.id)}
        sending={sendingTo === user.id}
        onRequest={() => void send(user.id)}
        onViewPhotos={() => setOpenProfileId(user.id)}
      />
    </div>
  );

  return (
    <div className="space-y-5">
      <div className="max-w-md space-y-1.5">
        <Label htmlFor={searchId}>Search by first name</Label>
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-stone-400" aria-hidden="true" />
          <Input id={searchId} type="search" value={search} onChange={(e) => setSearch(e.target.value)} className="pl-10" placeholder={placeholder} autoComplete="off" />
        </div>
      </div>

      {loading ? (
        <p className="flex items-center gap-2 text-stone-600" role="status">
          <Spinner /> Loading...
        </p>
      ) : users.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-center text-stone-600 ring-1 ring-stone-200">{MSG_MEMBERS.noProfiles}</p>
      ) : (
        <>
          <ul className="space-y-3 sm:hidden" aria-label="Matches">
            {users.map((user) => (
              <li key={user.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
                <button type="button" className="flex w-full items-center gap-3 text-left" onClick={() => setOpenProfileId(user.id)}>
                  <MemberInitial firstName={user.firstName} />
                  <span className="min-w-0">
                    <span dir="auto" className="block font-semibold break-words text-brand-900">
                      {user.firstName} {user.lastName}
                    </span>
                    <span dir="auto" className="block text-sm break-words text-stone-600">
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
                  <th scope="col" className="px-4 py-3 font-medium">Name</th>
                  <th scope="col" className="px-4 py-3 font-medium">Age</th>
                  <th scope="col" className="px-4 py-3 font-medium">Actions</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100">
                {users.map((user) => (
                  <tr key={user.id} className="cursor-pointer hover:bg-brand-50/50" onClick={() => setOpenProfileId(user.id)}>
                    <td className="px-4 py-3">
                      <div className="flex items-center gap-3">
                        <MemberInitial firstName={user.firstName} className="size-10" />
                        <div className="min-w-0">
                          <button type="button" className="text-left font-semibold break-words text-brand-900 hover:underline" onClick={(e) => (e.stopPropagation(), setOpenProfileId(user.id))}>
                            {user.firstName} {user.lastName}
                          </button>
                          <span dir="auto" className="block break-words text-stone-600">{user.university}</span>
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
          {matches.hasNextPage && (
            <Button variant="secondary" loading={matches.isFetchingNextPage} onClick={() => void matches.fetchNextPage()}>
              Load more
            </Button>
          )}
        </>
      )}

      <ProfileSidePanel userId={openProfileId} onClose={closeProfile} />
      {messaging && <MessageDialog recipient={messaging} onClose={closeMessage} />}
    </div>
  );
}
