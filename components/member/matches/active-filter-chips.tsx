'use client';
import { X } from 'lucide-react';
import { activeFilterCount, type MatchFilters } from '@/lib/shared/match-filters';
import { MSG_DISCOVERY_UI } from '@/lib/shared/messages/discovery';
import { MSG_VERIFICATION_UI } from '@/lib/shared/messages/verification';
import { countryName } from './country-name';
import { clearedFilters } from './filter-state';

/** Each filter in force as a chip she can take off by itself, with the count and "Clear all". */
export function ActiveFilterChips({ filters, onChange }: { filters: MatchFilters; onChange(next: MatchFilters): void }) {
  const count = activeFilterCount(filters);
  if (count === 0) return null;
  const chips: Array<{ key: string; label: string; without: Partial<MatchFilters> }> = [];
  if (filters.ageMin !== undefined || filters.ageMax !== undefined) chips.push({ key: 'age', label: MSG_DISCOVERY_UI.ageRange(filters.ageMin, filters.ageMax), without: { ageMin: undefined, ageMax: undefined } });
  if (filters.status) chips.push({ key: 'status', label: MSG_DISCOVERY_UI.status[filters.status], without: { status: undefined } });
  if (filters.university) chips.push({ key: 'university', label: filters.university, without: { university: undefined } });
  if (filters.city) chips.push({ key: 'city', label: filters.city, without: { city: undefined } });
  if (filters.country) chips.push({ key: 'country', label: countryName(filters.country), without: { country: undefined } });
  if (filters.maritalStatus?.length) chips.push({ key: 'marital', label: filters.maritalStatus.map((v) => MSG_DISCOVERY_UI.maritalStatus[v]).join(' or '), without: { maritalStatus: undefined } });
  if (filters.prayer?.length) chips.push({ key: 'prayer', label: `${MSG_DISCOVERY_UI.filterPrayer}: ${filters.prayer.map((v) => MSG_DISCOVERY_UI.prayerOption[v].toLowerCase()).join(' or ')}`, without: { prayer: undefined } });
  if (filters.relocate) chips.push({ key: 'relocate', label: MSG_DISCOVERY_UI.filterRelocate, without: { relocate: undefined } });
  if (filters.hasPhotos) chips.push({ key: 'photos', label: MSG_DISCOVERY_UI.filterHasPhotos, without: { hasPhotos: undefined } });
  if (filters.verified) chips.push({ key: 'verified', label: MSG_VERIFICATION_UI.filterVerified, without: { verified: undefined } });
  if (filters.activeWithinDays) chips.push({ key: 'active', label: MSG_DISCOVERY_UI.activeWithin(filters.activeWithinDays), without: { activeWithinDays: undefined } });
  if (filters.joinedWithinDays) chips.push({ key: 'joined', label: MSG_DISCOVERY_UI.joinedWithin(filters.joinedWithinDays), without: { joinedWithinDays: undefined } });
  if (filters.mutual === false) chips.push({ key: 'mutual', label: MSG_DISCOVERY_UI.mutualOffChip, without: { mutual: undefined } });

  return (
    <div className="flex flex-wrap items-center gap-2">
      <p className="text-sm font-semibold text-stone-700">{MSG_DISCOVERY_UI.filtersCount(count)}:</p>
      <ul className="contents">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              onClick={() => onChange({ ...filters, ...chip.without })}
              aria-label={MSG_DISCOVERY_UI.removeFilter(chip.label)}
              dir="auto"
              className="inline-flex min-h-9 max-w-full items-center gap-1.5 rounded-full bg-brand-50 px-3 text-sm text-brand-900 ring-1 ring-brand-200 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
              style={{ overflowWrap: 'anywhere' }}
            >
              {chip.label}
              <X className="size-3.5 shrink-0" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => onChange(clearedFilters(filters))} className="min-h-9 rounded-lg px-2 text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600">
        {MSG_DISCOVERY_UI.clearAll}
      </button>
    </div>
  );
}
