import type { MatchFilters } from '@/lib/shared/match-filters';

/** The day counts offered for "active within" and "new here". */
export const ACTIVE_DAYS = [1, 7, 30] as const;
export const JOINED_DAYS = [7, 30] as const;

/** Every filter off, keeping what she typed in the search box and the order she chose. */
export const clearedFilters = ({ search, sort }: MatchFilters): MatchFilters => ({ search, sort });
