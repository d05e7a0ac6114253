'use client';
import { LayoutGrid, List, MessageCircle, Search, SlidersHorizontal } from 'lucide-react';
import { useCallback, useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { toast } from '@/lib/client/toast';
import { toastFailure } from '@/lib/client/failure-toast';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useAuthStore } from '@/lib/client/auth-store';
import { loadOnce, useLoaded } from '@/lib/client/load-once';
import { useMatchesView } from '@/lib/client/matches-view';
import { useSentRequestsByTarget } from '@/lib/client/queries/photos';
import { useMatches } from '@/lib/client/queries/users';
import { MATCH_SORTS } from '@/lib/shared/match-filters';
import { activeFilterCount, type MatchFilters } from '@/lib/shared/match-filters';
import { MSG_DISCOVERY_UI } from '@/lib/shared/messages/discovery';
import { MSG_MEMBERS } from '@/lib/shared/messages/members';
import { MSG_PHOTOS } from '@/lib/shared/messages/photos';
import { ActiveFilterChips } from './matches/active-filter-chips';
import { DiscoveryEmptyState, FirstRunBanner, useFirstRunSettled } from './matches/first-run';
import { clearedFilters } from './matches/filter-state';
import { FiltersPanel } from './matches/filters-panel';
import { MatchCards } from './matches/match-cards';
import { MatchList } from './matches/match-list';
import type { MatchUser } from './matches/types';
import { useMatchFilters } from './matches/use-match-filters';
import { LazyProfileSidePanel } from './lazy-profile-side-panel';
import { RequestPhotosAction } from './request-photos-action';
import { useRequestPhotos } from './use-request-photos';
import { MSG_COMMON } from '@/lib/shared/messages/common';

const SEARCH_DEBOUNCE_MS = 300;
const SORT_LABELS = { newest: MSG_DISCOVERY_UI.sortNewest, active: MSG_DISCOVERY_UI.sortActive, compatibility: MSG_DISCOVERY_UI.sortCompatibility } as const;

// The form library comes with the dialog on first use, not with the page.
const loadMessageDialog = loadOnce(() => import('./message-dialog').then((m) => m.showMessageDialog));
// The phone's filter sheet (Radix Dialog, about 9 kB gzip) loads the first time it is opened.
const loadFilterSheet = loadOnce(() => import('./matches/filter-sheet').then((m) => m.showFilterSheet));

/**
 * Find Matches: members who can answer, as photo-led cards or the spec's table, narrowed by
 * filters kept in the address, in the order she picks, loaded page by page as she scrolls.
 */
export function FindMatches() {
  const searchId = useId();
  const sortId = useId();
  const [filters, setFilters] = useMatchFilters();
  const [search, setSearch] = useState(filters.search ?? '');
  const [view, setView] = useMatchesView();
  const [sheetOpen, setSheetOpen] = useState(false);
  const showFilterSheet = useLoaded(loadFilterSheet, sheetOpen, () => {
    toast.error(MSG_COMMON.partNotLoaded);
    setSheetOpen(false);
  });
  const [openProfileId, setOpenProfileId] = useState<string | null>(null);
  const [messaging, setMessaging] = useState<MatchUser | null>(null);
  const showMessageDialog = useLoaded(loadMessageDialog, messaging !== null, () => {
    toast.error(MSG_COMMON.partNotLoaded);
    setMessaging(null);
  });
  const { send, sendingTo } = useRequestPhotos(MSG_PHOTOS.photoRequestSent);
  const sentRequests = useSentRequestsByTarget();
  // Members see the other gender, so the example name is one they could find.
  const placeholder = useAuthStore((s) => (s.user?.gender === 'female' ? MSG_MEMBERS.searchPlaceholderMen : MSG_MEMBERS.searchPlaceholderWomen));
  const matches = useMatches(filters);
  const users = matches.data?.pages.flatMap((page) => page.users) ?? [];
  const typing = (filters.search ?? '') !== search.trim();
  const loading = matches.isPending || typing;
  // Showing the page, then its results, are its two largest renders: deferred, React renders each
  // in slices with the browser free in between, instead of in one long task as the data arrive.
  const firstRunSettled = useFirstRunSettled();
  const shown = useDeferredValue(firstRunSettled);
  const listed = useDeferredValue(!loading);
  const filterCount = activeFilterCount(filters);

  // The box follows the address when something else changes it (the back button, a shared link).
  const [searched, setSearched] = useState(filters.search);
  if (searched !== filters.search) {
    setSearched(filters.search);
    if ((filters.search ?? '') !== search.trim()) setSearch(filters.search ?? '');
  }

  const filtersRef = useRef(filters);
  useEffect(() => {
    filtersRef.current = filters;
  });
  useEffect(() => {
    const next = search.trim();
    if (next === (filtersRef.current.search ?? '')) return;
    const timer = setTimeout(() => setFilters({ ...filtersRef.current, search: next || undefined }), next ? SEARCH_DEBOUNCE_MS : 0);
    return () => clearTimeout(timer);
  }, [search, setFilters]);

  useEffect(() => {
    if (matches.error) toastFailure(matches.error, MSG_MEMBERS.fetchUsersFailed);
  }, [matches.error]);

  const closeProfile = useCallback(() => setOpenProfileId(null), []);
  const closeMessage = useCallback(() => setMessaging(null), []);
  const change = useCallback((next: MatchFilters) => setFilters({ ...next, search: search.trim() || undefined }), [setFilters, search]);

  const actions = (user: MatchUser) => (
    <div className="flex flex-wrap gap-2" onClick={(e) => e.stopPropagation()}>
      <Button variant="secondary" onClick={() => setMessaging(user)} aria-label={`Message ${user.firstName}`}>
        <MessageCircle className="size-4" aria-hidden="true" />
        <span className="sm:sr-only lg:not-sr-only">{MSG_MEMBERS.message}</span>
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

  if (!firstRunSettled || !shown) {
    return (
      <p className="flex items-center gap-2 text-stone-600" role="status">
        <Spinner /> {MSG_COMMON.loading}
      </p>
    );
  }
  return (
    <div className="space-y-5">
      <FirstRunBanner />

      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-[1_1_16rem] space-y-1.5 sm:max-w-md">
          <Label htmlFor={searchId}>{MSG_MEMBERS.searchByFirstName}</Label>
          <div className="relative">
            <Search className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-stone-400" aria-hidden="true" />
            <Input id={searchId} type="search" value={search} onChange={(e) => setSearch(e.target.value)} className="pl-10" placeholder={placeholder} autoComplete="off" />
          </div>
        </div>
        <div className="flex flex-[1_1_auto] flex-wrap items-end gap-3 sm:flex-none">
          <div className="min-w-0 flex-[1_1_100%] space-y-1.5 sm:w-48 sm:flex-none">
            <Label htmlFor={sortId}>{MSG_DISCOVERY_UI.sortLabel}</Label>
            <Select
              id={sortId}
              value={filters.sort ?? 'newest'}
              onChange={(e) => change({ ...filters, sort: e.target.value === 'newest' ? undefined : (e.target.value as MatchFilters['sort']) })}
              options={MATCH_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))}
            />
          </div>
          <Button variant="secondary" className="xl:hidden" onClick={() => setSheetOpen(true)} aria-label={filterCount ? `${MSG_DISCOVERY_UI.filters}, ${MSG_DISCOVERY_UI.filtersCount(filterCount)}` : MSG_DISCOVERY_UI.filters}>
            <SlidersHorizontal className="size-4" aria-hidden="true" /> {MSG_DISCOVERY_UI.filters}
            {filterCount > 0 && (
              <span aria-hidden="true" className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs text-white tabular-nums">
                {filterCount}
              </span>
            )}
          </Button>
          <ViewToggle view={view} onChange={setView} />
        </div>
      </div>

      <ActiveFilterChips filters={filters} onChange={change} />

      <div className="xl:grid xl:grid-cols-[17rem_minmax(0,1fr)] xl:items-start xl:gap-8">
        <aside aria-labelledby={`${searchId}-filters`} className="hidden rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-200 xl:sticky xl:top-20 xl:block xl:max-h-[calc(100dvh-6rem)] xl:overflow-y-auto">
          <div className="mb-4 flex items-center gap-2">
            <SlidersHorizontal className="size-4 text-brand-700" aria-hidden="true" />
            <h2 id={`${searchId}-filters`} className="font-serif text-lg text-brand-900">
              {MSG_DISCOVERY_UI.filters}
            </h2>
            {filterCount > 0 && <span className="ml-auto text-xs font-medium text-stone-600">{MSG_DISCOVERY_UI.filtersCount(filterCount)}</span>}
          </div>
          <FiltersPanel filters={filters} onChange={change} />
        </aside>

        <section aria-label={MSG_DISCOVERY_UI.matchesLabel} className="min-w-0">
          {loading || !listed ? (
            <p className="flex items-center gap-2 text-stone-600" role="status">
              <Spinner /> {MSG_COMMON.loading}
            </p>
          ) : users.length === 0 ? (
            <DiscoveryEmptyState filters={filters} onClear={() => change(clearedFilters(filters))} />
          ) : (
            <>
              {view === 'cards' ? (
                <MatchCards users={users} onOpen={setOpenProfileId} onMessage={setMessaging} />
              ) : (
                <MatchList users={users} actions={actions} onOpen={setOpenProfileId} />
              )}
              <MorePages
                hasMore={matches.hasNextPage}
                fetching={matches.isFetchingNextPage}
                failed={matches.isFetchNextPageError}
                onMore={() => void matches.fetchNextPage()}
              />
            </>
          )}
        </section>
      </div>

      {showFilterSheet?.({ open: sheetOpen, onOpenChange: setSheetOpen, children: <FiltersPanel filters={filters} onChange={change} /> })}
      <LazyProfileSidePanel userId={openProfileId} onClose={closeProfile} />
      {messaging && showMessageDialog?.({ recipient: messaging, onClose: closeMessage })}
    </div>
  );
}

function ViewToggle({ view, onChange }: { view: 'cards' | 'list'; onChange(view: 'cards' | 'list'): void }) {
  const option = (value: 'cards' | 'list', label: string, Icon: typeof List) => (
    <button
      type="button"
      aria-pressed={view === value}
      onClick={() => onChange(value)}
      className={cn(
        'inline-flex min-h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-brand-600',
        view === value ? 'bg-white text-brand-800 shadow-sm ring-1 ring-stone-200' : 'text-stone-600 hover:text-brand-800',
      )}
    >
      <Icon className="size-4" aria-hidden="true" /> {label}
    </button>
  );
  return (
    <div role="group" aria-label={MSG_DISCOVERY_UI.viewLabel} className="inline-flex min-h-11 items-center gap-1 rounded-xl bg-stone-100 p-1">
      {option('cards', MSG_DISCOVERY_UI.viewCards, LayoutGrid)}
      {option('list', MSG_DISCOVERY_UI.viewList, List)}
    </div>
  );
}

/**
 * The next page loads as the foot of the list comes into view; the button stays for keyboards,
 * screen readers and browsers that never report the scroll.
 */
function MorePages({ hasMore, fetching, failed, onMore }: { hasMore: boolean; fetching: boolean; failed: boolean; onMore(): void }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const more = useRef(onMore);
  useEffect(() => {
    more.current = onMore;
  });
  // After a failed page, scrolling must not ask again and again: the button retries.
  const automatic = hasMore && !fetching && !failed;

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !automatic || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && more.current(), { rootMargin: '600px 0px' });
    observer.observe(target);
    return () => observer.disconnect();
  }, [automatic]);

  if (!hasMore) return <p className="py-6 text-center text-sm text-stone-600">{MSG_DISCOVERY_UI.endOfList}</p>;
  return (
    <div ref={sentinel} className="flex justify-center py-6">
      <Button variant="secondary" loading={fetching} onClick={onMore}>
        {fetching ? MSG_DISCOVERY_UI.loadingMore : MSG_DISCOVERY_UI.loadMore}
      </Button>
    </div>
  );
}
