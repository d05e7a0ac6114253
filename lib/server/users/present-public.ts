import type { UserRow } from '@/models';

/** What any member may see of another: never email, guardian contact, account flags or an exact time of activity. */
export const PUBLIC_PROFILE_FIELDS = [
  'id',
  'firstName',
  'lastName',
  'age',
  'gender',
  'university',
  'status',
  'description',
  'lookingFor',
  'createdAt',
  'city',
  'country',
  'willingToRelocate',
  'maritalStatus',
  'hasChildren',
  'languages',
  'prayer',
  'seekingAgeMin',
  'seekingAgeMax',
  'seekingStatus',
] as const;

type PublicSource = Pick<UserRow, (typeof PUBLIC_PROFILE_FIELDS)[number]>;
type DiscoverySource = Pick<UserRow, 'city' | 'country' | 'willingToRelocate' | 'maritalStatus' | 'hasChildren' | 'languages' | 'prayer' | 'seekingAgeMin' | 'seekingAgeMax' | 'seekingStatus'>;

/** The optional profile fields of Find Matches, the same in her own view and in everyone else's. */
export function presentDiscoveryFields(user: DiscoverySource) {
  return {
    city: user.city,
    country: user.country,
    willingToRelocate: user.willingToRelocate,
    maritalStatus: user.maritalStatus,
    hasChildren: user.hasChildren,
    languages: user.languages,
    prayer: user.prayer,
    seekingAgeMin: user.seekingAgeMin,
    seekingAgeMax: user.seekingAgeMax,
    seekingStatus: user.seekingStatus,
  };
}

/** The badges another member sees (issue 23): booleans only, never the address or the selfie. */
type BadgeSource = { verifiedUniversity: boolean; verifiedPhoto: boolean };

export function presentPublicProfile(user: PublicSource & BadgeSource) {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    age: user.age,
    gender: user.gender,
    university: user.university,
    status: user.status,
    description: user.description,
    lookingFor: user.lookingFor,
    createdAt: user.createdAt.toISOString(),
    ...presentDiscoveryFields(user),
    verifiedUniversity: user.verifiedUniversity,
    verifiedPhoto: user.verifiedPhoto,
  };
}

export type PublicProfile = ReturnType<typeof presentPublicProfile>;
