'use client';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useMemo } from 'react';
import { matchFiltersFromQuery, matchFiltersToQuery, type MatchFilters } from '@/lib/schemas/discovery';

/**
 * Find Matches' filters live in the address, so a reload, the back button or a link she shares
 * shows the same search. Changes replace the entry: each tick is not a page to go back through.
 */
export function useMatchFilters(): [MatchFilters, (next: MatchFilters) => void] {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const key = params.toString();
  const filters = useMemo(() => matchFiltersFromQuery(new URLSearchParams(key)), [key]);
  const setFilters = useCallback(
    (next: MatchFilters) => {
      const query = matchFiltersToQuery(next).toString();
      router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
    },
    [router, pathname],
  );
  return [filters, setFilters];
}
