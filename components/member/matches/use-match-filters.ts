'use client';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useState } from 'react';
import { matchFiltersFromQuery, matchFiltersToQuery, type MatchFilters } from '@/lib/shared/match-filters';

/**
 * Find Matches' filters live in the address, so a reload, the back button or a link she shares
 * shows the same search. Changes replace the entry (each tick is not a page to go back through),
 * and show at once: the address catches up a moment later, and whatever it then says wins.
 */
export function useMatchFilters(): [MatchFilters, (next: MatchFilters) => void] {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const key = params.toString();
  const [filters, setLocal] = useState(() => matchFiltersFromQuery(new URLSearchParams(key)));
  const [seenKey, setSeenKey] = useState(key);
  if (seenKey !== key) {
    setSeenKey(key);
    setLocal(matchFiltersFromQuery(new URLSearchParams(key)));
  }
  const setFilters = useCallback(
    (next: MatchFilters) => {
      setLocal(next);
      const query = matchFiltersToQuery(next).toString();
      router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
    },
    [router, pathname],
  );
  return [filters, setFilters];
}
