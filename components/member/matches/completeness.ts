/** Answers both members need in common before a score shows (the rule). */
export const ANSWERS_FOR_SCORE = 3;
/** Enough answers for scores that mean something: the questions step counts as done from here. */
export const ANSWERS_FOR_COMPLETE = 10;

type ProfileLike = {
  description: string;
  lookingFor: string;
  city?: string | null;
  country?: string | null;
  maritalStatus?: string | null;
  prayer?: string | null;
  languages?: readonly string[] | null;
  seekingAgeMin?: number | null;
  seekingAgeMax?: number | null;
  seekingStatus?: string | null;
};

export type CompletenessStep = 'about' | 'lookingFor' | 'photo' | 'place' | 'maritalStatus' | 'prayer' | 'languages' | 'seeking' | 'questions';

/** What her profile has of what helps others say yes, as a percentage and the steps still open, in order. */
export function profileCompleteness(profile: ProfileLike, photoCount: number, answerCount: number): { percent: number; missing: CompletenessStep[] } {
  const steps: Array<[CompletenessStep, boolean]> = [
    ['about', profile.description.trim().length > 0],
    ['lookingFor', profile.lookingFor.trim().length > 0],
    ['photo', photoCount > 0],
    ['place', !!(profile.city?.trim() || profile.country)],
    ['maritalStatus', !!profile.maritalStatus],
    ['prayer', !!profile.prayer],
    ['languages', (profile.languages?.length ?? 0) > 0],
    ['seeking', profile.seekingAgeMin != null || profile.seekingAgeMax != null || !!profile.seekingStatus],
    ['questions', answerCount >= ANSWERS_FOR_COMPLETE],
  ];
  const done = steps.filter(([, ok]) => ok).length;
  return { percent: Math.round((100 * done) / steps.length), missing: steps.filter(([, ok]) => !ok).map(([step]) => step) };
}
