import { eq, sql } from 'drizzle-orm';
import type { ProfileData } from '@/lib/schemas/profile';
import { MSG_EXTRA, MSG_MEMBERS } from '@/lib/shared/messages';
import { users } from '@/models';
import type { Session } from '../auth/session';
import { now } from '../clock';
import { getDb } from '../db';
import { AppError } from '../errors';
import { presentOwnUser } from './present';

export function getOwnProfile(session: Session) {
  return presentOwnUser(session.user, session.hasActiveSubscription);
}

/**
 * Saves the member's own profile. Email, admin rights and the subscription are not in the
 * schema, so they cannot be written here. Gender is fixed after sign-up: switching it would
 * take a woman's guardian out of the loop.
 */
export async function saveOwnProfile(session: Session, data: ProfileData) {
  const { user } = session;
  if (data.gender !== user.gender) throw new AppError('invalid_input', MSG_MEMBERS.genderFixed);
  if (data.gender === 'female' && data.guardianEmail === user.email) {
    throw new AppError('invalid_input', MSG_EXTRA.guardianEmailIsOwn);
  }
  const db = await getDb();
  // Post-moderation: new names or profile texts go to the admins' feed (moderation/list-queue.ts).
  const textChanged = (['firstName', 'lastName', 'university', 'description', 'lookingFor'] as const).some((field) => data[field] !== user[field]);
  const [updated] = await db
    .update(users)
    .set({ ...data, updatedAt: sql`now()`, ...(textChanged ? { profileTextPendingSince: now() } : {}) })
    .where(eq(users.id, user.id))
    .returning();
  return presentOwnUser(updated, session.hasActiveSubscription);
}
