import type { UserRow } from '@/models';
import type { CurrentGuardian } from '../guardians/status';
import { presentDiscoveryFields } from './present-public';

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
    emailVerified: !!user.emailVerifiedAt,
    ...presentDiscoveryFields(user),
    isStudent: user.status === 'student',
    isGraduate: user.status === 'graduate',
    isAdmin: user.isAdmin,
    hasActiveSubscription: user.isAdmin || hasActiveSubscription,
    createdAt: user.createdAt.toISOString(),
  };
}

export type OwnUser = ReturnType<typeof presentOwnUser>;
