import type { SessionUser } from '@/lib/client/auth-store';

/** The profile form's own shape: text as the inputs hold it, gender carried along unedited. */
export type ProfileFormValues = Record<'firstName' | 'lastName' | 'age' | 'university' | 'description' | 'lookingFor' | 'guardianEmail' | 'guardianPhone', string> &
  Pick<SessionUser, 'gender' | 'status'>;

/** What the form shows for a saved profile; absent guardian details read as empty fields. */
export function toProfileFormValues(profile: SessionUser): ProfileFormValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    age: String(profile.age),
    gender: profile.gender,
    university: profile.university,
    status: profile.status,
    description: profile.description,
    lookingFor: profile.lookingFor,
    guardianEmail: profile.guardianEmail ?? '',
    guardianPhone: profile.guardianPhone ?? '',
  };
}


/**
 * The optional fields of issue 21 as the form holds them: texts as typed ("" for none, which the
 * schema stores as null), the yes/no answers as true, false or null ("Prefer not to say").
 */
export type DiscoveryFormValues = Record<'city' | 'country' | 'maritalStatus' | 'prayer' | 'seekingAgeMin' | 'seekingAgeMax' | 'seekingStatus', string> & {
  willingToRelocate: boolean | null;
  hasChildren: boolean | null;
  languages: string[];
};

type DiscoveryProfile = {
  city?: string | null;
  country?: string | null;
  willingToRelocate?: boolean | null;
  maritalStatus?: string | null;
  hasChildren?: boolean | null;
  languages?: string[] | null;
  prayer?: string | null;
  seekingAgeMin?: number | null;
  seekingAgeMax?: number | null;
  seekingStatus?: string | null;
};

export function toDiscoveryFormValues(profile: DiscoveryProfile): DiscoveryFormValues {
  return {
    city: profile.city ?? '',
    country: profile.country ?? '',
    willingToRelocate: profile.willingToRelocate ?? null,
    maritalStatus: profile.maritalStatus ?? '',
    hasChildren: profile.hasChildren ?? null,
    languages: profile.languages ?? [],
    prayer: profile.prayer ?? '',
    seekingAgeMin: profile.seekingAgeMin == null ? '' : String(profile.seekingAgeMin),
    seekingAgeMax: profile.seekingAgeMax == null ? '' : String(profile.seekingAgeMax),
    seekingStatus: profile.seekingStatus ?? '',
  };
}

/** A yes/no select's text as the value saved: "" is no answer. */
export const yesNoFromText = (text: unknown): boolean | null => (text === 'true' || text === true ? true : text === 'false' || text === false ? false : null);

/** "English, Urdu ,arabic" as the list saved: trimmed, empty parts dropped. */
export const languagesFromText = (text: string): string[] =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
