import type { SessionUser } from '@/lib/client/auth-store';

/** The profile form's own shape: text as the inputs hold it, gender carried along unedited. */
export type ProfileFormValues = Record<'firstName' | 'lastName' | 'age' | 'university' | 'description' | 'lookingFor' | 'guardianEmail' | 'guardianPhone', string> &
  Pick<SessionUser, 'gender' | 'status'> & { missedMessageEmails: boolean };

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
    // A session stored before the preference existed reads as the default: on.
    missedMessageEmails: profile.missedMessageEmails ?? true,
  };
}

