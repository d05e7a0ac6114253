import type { UserRow } from '@/models';
import type { CurrentGuardian } from '../guardians/status';

/** The signed-in member's own view of their account: everything but secrets; her guardian as `guardian_links` records them. */
export function presentOwnUser(user: UserRow, hasActiveSubscription: boolean, guardian: Pick<CurrentGuardian, 'email' | 'phone'> | undefined) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    age: user.age,
    gender: user.gender,
    university: user.university,
    status: user.status,
    description: user.description,
    lookingFor: user.lookingFor,
    hear: user.hear,
    guardianEmail: guardian?.email ?? '',
    guardianPhone: guardian?.phone ?? '',
    missedMessageEmails: user.missedMessageEmails,
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
    isStudent: user.status === 'student',
    isGraduate: user.status === 'graduate',
    isAdmin: user.isAdmin,
    hasActiveSubscription: user.isAdmin || hasActiveSubscription,
    createdAt: user.createdAt.toISOString(),
  };
}

export type OwnUser = ReturnType<typeof presentOwnUser>;
