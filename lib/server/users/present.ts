import type { UserRow } from '@/models';

/** The signed-in member's own view of their account: everything but secrets. */
export function presentOwnUser(user: UserRow, hasActiveSubscription: boolean) {
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
    guardianEmail: user.guardianEmail,
    guardianPhone: user.guardianPhone,
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
