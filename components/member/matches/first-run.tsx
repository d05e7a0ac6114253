'use client';
import { ListChecks, Search, UserRoundPen } from 'lucide-react';
import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';
import { useOwnAnswers } from '@/lib/client/queries/compatibility';
import { useOwnPhotos } from '@/lib/client/queries/photos';
import { useOwnProfile } from '@/lib/client/queries/profile';
import { activeFilterCount, type MatchFilters } from '@/lib/shared/match-filters';
import { MSG_DISCOVERY_UI } from '@/lib/shared/messages/discovery';
import { MSG_MEMBERS } from '@/lib/shared/messages/members';
import { ANSWERS_FOR_SCORE, profileCompleteness } from './completeness';

/** Her profile's completeness, where it is read: the banner and the meter. */
export function useCompleteness() {
  const profile = useOwnProfile().data;
  const photos = useOwnPhotos().data;
  const answers = useOwnAnswers().data;
  if (!profile || !photos || !answers) return null;
  return { firstName: profile.firstName, answered: answers.answers.length, ...profileCompleteness(profile, photos.length, answers.answers.length) };
}

/**
 * Whether the banner's data has arrived (or failed): until then Find Matches holds its content
 * back, so the banner, when it comes, does not push the search and the cards down under her eyes.
 */
export function useFirstRunSettled(): boolean {
  const pending = [useOwnProfile().isPending, useOwnPhotos().isPending, useOwnAnswers().isPending];
  return !pending.includes(true);
}

/** A bar with its value in words: the meter of how complete her profile is. */
export function CompletenessMeter({ percent }: { percent: number }) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id="completeness-label" className="font-semibold text-brand-900">
          {MSG_DISCOVERY_UI.completenessLabel}
        </span>
        <span className="font-medium text-stone-700 tabular-nums">{MSG_DISCOVERY_UI.completenessValue(percent)}</span>
      </div>
      <div role="meter" aria-labelledby="completeness-label" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={MSG_DISCOVERY_UI.completenessValue(percent)} className="h-2.5 overflow-hidden rounded-full bg-white ring-1 ring-brand-100">
        <div className="h-full rounded-full bg-gradient-to-r from-brand-600 to-gold-400 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/**
 * Above Find Matches until her profile is complete: how far along she is, the next few things to
 * do, and the two ways there. Gone once there is nothing left to suggest.
 */
export function FirstRunBanner() {
  const state = useCompleteness();
  if (!state || state.missing.length === 0) return null;
  const needsAnswers = state.answered < ANSWERS_FOR_SCORE;
  const profileSteps = state.missing.filter((step) => step !== 'questions');
  return (
    <section aria-labelledby="first-run-title" className="rounded-3xl bg-gradient-to-br from-brand-50 via-white to-amber-50 p-5 ring-1 ring-brand-100">
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_16rem] lg:items-start lg:gap-8">
        <div className="min-w-0">
          <h2 id="first-run-title" dir="auto" className="font-serif text-lg break-words text-brand-900" style={{ overflowWrap: 'anywhere' }}>
            {MSG_DISCOVERY_UI.welcomeTitle(state.firstName)}
          </h2>
          <p className="mt-1 max-w-prose text-sm leading-relaxed text-stone-700">{MSG_DISCOVERY_UI.welcomeText}</p>
        </div>
        <CompletenessMeter percent={state.percent} />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-3">
        {state.missing.includes('questions') && (
          <Link href="/questions" className={buttonClasses({ variant: needsAnswers ? 'primary' : 'secondary' })}>
            <ListChecks className="size-4" aria-hidden="true" /> {needsAnswers ? MSG_DISCOVERY_UI.answerMoreQuestions(ANSWERS_FOR_SCORE - state.answered) : MSG_DISCOVERY_UI.answerQuestions}
          </Link>
        )}
        {profileSteps.length > 0 && (
          <Link href="/profile" className={buttonClasses({ variant: needsAnswers ? 'secondary' : 'primary' })}>
            <UserRoundPen className="size-4" aria-hidden="true" /> {MSG_DISCOVERY_UI.completeProfile}
          </Link>
        )}
        {profileSteps.length > 0 && (
          <p className="min-w-0 text-sm text-stone-600">
            <span className="font-semibold text-stone-700">{MSG_DISCOVERY_UI.nextSteps}:</span> {profileSteps.slice(0, 2).map((step) => MSG_DISCOVERY_UI.steps[step]).join(' · ')}
          </p>
        )}
      </div>
    </section>
  );
}

/**
 * Nobody to show: the spec's sentence, then what to do about it. With filters or a name typed,
 * widen them; with none, the pool is simply empty for now, so get ready for who joins next.
 */
export function DiscoveryEmptyState({ filters, onClear }: { filters: MatchFilters; onClear(): void }) {
  const narrowed = activeFilterCount(filters) > 0;
  return (
    <div className="rounded-3xl bg-white px-6 py-10 text-center shadow-sm ring-1 ring-stone-200">
      <span aria-hidden="true" className="mx-auto grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-700">
        <Search className="size-6" />
      </span>
      <h2 className="mt-4 font-serif text-xl text-brand-900">{MSG_MEMBERS.noProfiles}</h2>
      <p dir="auto" className="mx-auto mt-2 max-w-md text-sm leading-relaxed break-words text-stone-600" style={{ overflowWrap: 'anywhere' }}>
        {filters.search ? MSG_DISCOVERY_UI.noSearchResults(filters.search) : narrowed ? MSG_DISCOVERY_UI.noResultsText : MSG_DISCOVERY_UI.emptyPoolText}
      </p>
      <div className="mt-5 flex flex-wrap justify-center gap-2">
        {narrowed ? (
          <button type="button" onClick={onClear} className={buttonClasses()}>
            {MSG_DISCOVERY_UI.widenFilters}
          </button>
        ) : (
          <>
            <Link href="/profile" className={buttonClasses({ variant: 'secondary' })}>
              {MSG_DISCOVERY_UI.completeProfile}
            </Link>
            <Link href="/questions" className={buttonClasses({ variant: 'secondary' })}>
              {MSG_DISCOVERY_UI.answerQuestions}
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
