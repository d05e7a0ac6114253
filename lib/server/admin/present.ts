import type { GuardianStatus, UserRow } from '@/models';
import { presentOwnUser } from '../users/present';

/** An admin's view of a profile: the member's own fields (never the password) plus moderation state. */
export function presentAdminProfile(user: UserRow, guardianStatus: GuardianStatus | null) {
  const { hasActiveSubscription: _derivedPerSession, ...profile } = presentOwnUser(user, false);
  return { ...profile, _id: user.id, suspended: user.suspended, guardianStatus };
}

export type AdminProfile = ReturnType<typeof presentAdminProfile>;
