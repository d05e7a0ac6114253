import type { UserRow } from '@/models';
import type { CurrentGuardian } from '../guardians/status';
import { presentOwnUser } from '../users/present';

/** An admin's view of a profile: the member's own fields (never the password) plus moderation state. */
export function presentAdminProfile(user: UserRow, guardian: CurrentGuardian | undefined) {
  const { hasActiveSubscription: _derivedPerSession, ...profile } = presentOwnUser(user, false, guardian);
  return { ...profile, _id: user.id, suspended: user.suspended, guardianStatus: guardian?.status ?? null };
}

export type AdminProfile = ReturnType<typeof presentAdminProfile>;
