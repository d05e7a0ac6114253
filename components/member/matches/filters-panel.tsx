'use client';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { MARITAL_STATUSES, PRAYER_LEVELS, SEEKING_AGE_MAX, SEEKING_AGE_MIN } from '@/lib/shared/match-filters';
import { activeFilterCount, type MatchFilters } from '@/lib/shared/match-filters';
import { MSG_DISCOVERY_UI } from '@/lib/shared/messages/discovery';
import { MSG_VERIFICATION_UI } from '@/lib/shared/messages/verification';
import { COUNTRY_OPTIONS } from './country-options';
import { ACTIVE_DAYS, JOINED_DAYS, clearedFilters } from './filter-state';

const TYPING_DEBOUNCE_MS = 400;

type Props = { filters: MatchFilters; onChange(next: MatchFilters): void };

/**
 * Every filter of Find Matches, applied as she changes it: beside the list on wide screens, in a
 * sheet on phones. Typed values (ages, university, city) wait until she pauses.
 */
export function FiltersPanel({ filters, onChange }: Props) {
  const id = useId();
  const set = (patch: Partial<MatchFilters>) => onChange({ ...filters, ...patch });
  const toggleIn = <V extends string>(list: V[] | undefined, value: V) => {
    const next = list?.includes(value) ? list.filter((v) => v !== value) : [...(list ?? []), value];
    return next.length ? next : undefined;
  };
  const count = activeFilterCount(filters);

  return (
    <div className="space-y-6">
      <label className="flex cursor-pointer items-start gap-3 rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-100">
        <input
          type="checkbox"
          checked={filters.mutual !== false}
          onChange={(e) => set({ mutual: e.target.checked ? undefined : false })}
          aria-describedby={`${id}-mutual-hint`}
          className="mt-0.5 size-5 shrink-0 cursor-pointer accent-brand-700"
        />
        <span>
          <span className="block text-sm font-semibold text-brand-900">{MSG_DISCOVERY_UI.mutualLabel}</span>
          <span id={`${id}-mutual-hint`} className="mt-1 block text-xs leading-relaxed text-stone-600">
            {MSG_DISCOVERY_UI.mutualHint}
          </span>
        </span>
      </label>

      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-stone-800">{MSG_DISCOVERY_UI.filterAge}</legend>
        <div className="grid grid-cols-2 gap-3">
          <TypedNumber id={`${id}-age-min`} label={MSG_DISCOVERY_UI.filterAgeMin} value={filters.ageMin} onCommit={(ageMin) => set({ ageMin })} />
          <TypedNumber id={`${id}-age-max`} label={MSG_DISCOVERY_UI.filterAgeMax} value={filters.ageMax} onCommit={(ageMax) => set({ ageMax })} />
        </div>
      </fieldset>

      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-stone-800">{MSG_DISCOVERY_UI.filterStatus}</legend>
        <div className="grid grid-cols-3 gap-2">
          {([undefined, 'student', 'graduate'] as const).map((status) => (
            <label
              key={status ?? 'any'}
              className="relative flex min-h-11 cursor-pointer items-center justify-center rounded-xl border border-stone-300 bg-white px-2 text-sm font-medium text-stone-800 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-900 has-focus-visible:ring-2 has-focus-visible:ring-brand-600/40"
            >
              {/* The radio covers its pill, unseen: the whole pill is the control. */}
              <input type="radio" name={`${id}-status`} className="absolute inset-0 cursor-pointer opacity-0" checked={filters.status === status} onChange={() => set({ status })} />
              {status ? MSG_DISCOVERY_UI.status[status] : MSG_DISCOVERY_UI.filterStatusAny}
            </label>
          ))}
        </div>
      </fieldset>

      <TypedText id={`${id}-university`} label={MSG_DISCOVERY_UI.filterUniversity} hint={MSG_DISCOVERY_UI.filterUniversityHint} value={filters.university} onCommit={(university) => set({ university })} />

      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-1">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-country`}>{MSG_DISCOVERY_UI.filterCountry}</Label>
          <Select id={`${id}-country`} value={filters.country ?? ''} onChange={(e) => set({ country: e.target.value || undefined })} options={COUNTRY_OPTIONS} placeholder={MSG_DISCOVERY_UI.filterAnyCountry} />
        </div>
        <TypedText id={`${id}-city`} label={MSG_DISCOVERY_UI.filterCity} value={filters.city} onCommit={(city) => set({ city })} />
      </div>

      <Checks legend={MSG_DISCOVERY_UI.filterMaritalStatus}>
        {MARITAL_STATUSES.map((value) => (
          <Check key={value} label={MSG_DISCOVERY_UI.maritalStatus[value]} checked={!!filters.maritalStatus?.includes(value)} onChange={() => set({ maritalStatus: toggleIn(filters.maritalStatus, value) })} />
        ))}
      </Checks>

      <Checks legend={MSG_DISCOVERY_UI.filterPrayer}>
        {PRAYER_LEVELS.map((value) => (
          <Check key={value} label={MSG_DISCOVERY_UI.prayerOption[value]} checked={!!filters.prayer?.includes(value)} onChange={() => set({ prayer: toggleIn(filters.prayer, value) })} />
        ))}
      </Checks>

      <Checks legend={MSG_DISCOVERY_UI.filterMore}>
        <Check label={MSG_DISCOVERY_UI.filterRelocate} checked={!!filters.relocate} onChange={() => set({ relocate: filters.relocate ? undefined : true })} />
        <Check label={MSG_DISCOVERY_UI.filterHasPhotos} checked={!!filters.hasPhotos} onChange={() => set({ hasPhotos: filters.hasPhotos ? undefined : true })} />
        <Check label={MSG_VERIFICATION_UI.filterVerified} checked={!!filters.verified} onChange={() => set({ verified: filters.verified ? undefined : true })} />
      </Checks>

      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-1">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-active`}>{MSG_DISCOVERY_UI.filterActive}</Label>
          <Select
            id={`${id}-active`}
            value={filters.activeWithinDays ?? ''}
            onChange={(e) => set({ activeWithinDays: e.target.value ? Number(e.target.value) : undefined })}
            options={ACTIVE_DAYS.map((days) => ({ value: String(days), label: MSG_DISCOVERY_UI.activeWithin(days) }))}
            placeholder={MSG_DISCOVERY_UI.filterAnyTime}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-joined`}>{MSG_DISCOVERY_UI.filterJoined}</Label>
          <Select
            id={`${id}-joined`}
            value={filters.joinedWithinDays ?? ''}
            onChange={(e) => set({ joinedWithinDays: e.target.value ? Number(e.target.value) : undefined })}
            options={JOINED_DAYS.map((days) => ({ value: String(days), label: MSG_DISCOVERY_UI.joinedWithin(days) }))}
            placeholder={MSG_DISCOVERY_UI.filterAnyTime}
          />
        </div>
      </div>

      <Button variant="ghost" className="w-full" disabled={count === 0} onClick={() => onChange(clearedFilters(filters))}>
        {MSG_DISCOVERY_UI.clearAll}
      </Button>
    </div>
  );
}

/** A typed value reaches the filters once she pauses; a change from outside (Clear all) shows at once. */
function useTyped<V>(value: V, onCommit: (next: V) => void, parse: (raw: string) => V, show: (v: V) => string) {
  const [raw, setRaw] = useState(show(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    // Her own pause committing "University of " must not take away the space she typed.
    if (parse(raw) !== value) setRaw(show(value));
  }
  useEffect(() => {
    const next = parse(raw);
    if (next === value) return;
    const timer = setTimeout(() => onCommit(next), TYPING_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [raw, value, onCommit, parse]);
  return [raw, setRaw] as const;
}

const parseAge = (raw: string) => {
  const n = Number(raw);
  return raw.trim() && Number.isInteger(n) && n >= SEEKING_AGE_MIN && n <= SEEKING_AGE_MAX ? n : undefined;
};
const showAge = (v: number | undefined) => (v === undefined ? '' : String(v));
const parseText = (raw: string) => raw.trim() || undefined;
const showText = (v: string | undefined) => v ?? '';

function TypedNumber({ id, label, value, onCommit }: { id: string; label: string; value: number | undefined; onCommit(v: number | undefined): void }) {
  const [raw, setRaw] = useTyped(value, onCommit, parseAge, showAge);
  return (
    <div className="space-y-1">
      <Label htmlFor={id} className="text-xs font-normal text-stone-600">
        {label}
      </Label>
      <Input id={id} type="number" inputMode="numeric" min={SEEKING_AGE_MIN} max={SEEKING_AGE_MAX} value={raw} onChange={(e) => setRaw(e.target.value)} />
    </div>
  );
}

function TypedText({ id, label, hint, value, onCommit }: { id: string; label: string; hint?: string; value: string | undefined; onCommit(v: string | undefined): void }) {
  const [raw, setRaw] = useTyped(value, onCommit, parseText, showText);
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} dir="auto" value={raw} onChange={(e) => setRaw(e.target.value)} aria-describedby={hint ? `${id}-hint` : undefined} autoComplete="off" />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-stone-500">
          {hint}
        </p>
      )}
    </div>
  );
}

function Checks({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-stone-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">{children}</div>
    </fieldset>
  );
}

/** A filter choice as a pill: a real checkbox, large enough to tap. */
function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange(): void }) {
  return (
    <label className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-full border border-stone-300 bg-white px-3.5 text-sm text-stone-800 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-900 has-focus-visible:ring-2 has-focus-visible:ring-brand-600/40">
      <input type="checkbox" checked={checked} onChange={onChange} className="size-4 shrink-0 accent-brand-700" />
      {label}
    </label>
  );
}
