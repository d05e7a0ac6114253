import { eq, sql } from 'drizzle-orm';
import type { ProfileData } from '@/lib/schemas/profile';
import { MSG_EXTRA, MSG_MEMBERS } from '@/lib/shared/messages';
import { users } from '@/models';
import type { Session } from '../auth/session';
import { now } from '../clock';
import { getDb } from '../db';
import { AppError } from '../errors';
import { applyGuardianChange } from '../guardians/change-guardian';
import { guardianStatusOf } from '../guardians/status';
import { nudgeOutbox } from '../mail/outbox';
import { presentOwnUser } from './present';

/** The own profile, with where her guardian stands (`guardianStatus`, null for men). */
export async function getOwnProfile(session: Session) {
  const guardianStatus = await guardianStatusOf(await getDb(), session.user);
  return { ...presentOwnUser(session.user, session.hasActiveSubscription), guardianStatus };
}

/**
 * Saves the member's own profile. Email, admin rights and the subscription are not in the
 * schema, so they cannot be written here. Gender is fixed after sign-up: switching it would
 * take a woman's guardian out of the loop. A new guardian address or phone emails the guardian
 * she named before and the one she names now, in the save's transaction.
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
  const { updated, guardianStatus } = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
    const [after] = await tx
      .update(users)
      .set({
        ...data,
        // The city filter is case-insensitive and exact: its key is stored lower-cased, indexed.
        ...(data.city !== undefined ? { cityKey: data.city?.toLowerCase() ?? null } : {}),
        updatedAt: sql`now()`,
        ...(textChanged ? { profileTextPendingSince: now() } : {}),
      })
      .where(eq(users.id, user.id))
      .returning();
    await applyGuardianChange(tx, before, after, { budgeted: true });
    return { updated: after, guardianStatus: await guardianStatusOf(tx, after) };
  });
  nudgeOutbox();
  return { ...presentOwnUser(updated, session.hasActiveSubscription), guardianStatus };
}
