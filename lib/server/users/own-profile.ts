import { eq } from 'drizzle-orm';
import type { ProfileData } from '@/lib/schemas/profile';
import { MSG_MEMBERS } from '@/lib/shared/messages/members';
import { users } from '@/models';
import { getAccountSettings } from '../account-settings/get-settings';
import { updateAccountSettings } from '../account-settings/update-settings';
import type { Session } from '../auth/session';
import { now } from '../clock';
import { getDb } from '../db';
import { AppError } from '../errors';
import { applyGuardianChange } from '../guardians/change-guardian';
import { assertGuardianNotSelf } from '../guardians/rules';
import { currentGuardianOf, type CurrentGuardian } from '../guardians/status';
import { nudgeOutbox } from '../mail/outbox';
import { ownVerification } from '../verification/status';
import { presentOwnUser } from './present';

const withGuardian = async (session: Session, user: Session['user'], guardian: CurrentGuardian | undefined) => ({
  ...presentOwnUser(user, session.hasActiveSubscription, guardian),
  // Kept in the profile for clients of the spec's profile save; account_settings is its one record.
  missedMessageEmails: (await getAccountSettings(user.id)).missedMessageEmails,
  guardianStatus: guardian?.status ?? null,
  verification: await ownVerification(await getDb(), user.id),
});

/** The own profile, with where her guardian stands (`guardianStatus`, null for men) and her badges (`verification`). */
export async function getOwnProfile(session: Session) {
  return withGuardian(session, session.user, await currentGuardianOf(await getDb(), session.user.id));
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
  const { guardianEmail, guardianPhone, missedMessageEmails, ...profile } = data;
  const named = { gender: data.gender, guardianEmail, guardianPhone };
  assertGuardianNotSelf(user.email, named);
  const db = await getDb();
  // Post-moderation: new names or profile texts go to the admins' feed (moderation/list-queue.ts).
  const textChanged = (['firstName', 'lastName', 'university', 'description', 'lookingFor'] as const).some((field) => data[field] !== user[field]);
  const { updated, guardian } = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
    const [after] = await tx
      .update(users)
      .set({
        ...profile,
        // The city filter is case-insensitive and exact: its key is stored lower-cased, indexed.
        ...(data.city !== undefined ? { cityKey: data.city?.toLowerCase() ?? null } : {}),
        updatedAt: now(),
        ...(textChanged ? { profileTextPendingSince: now() } : {}),
      })
      .where(eq(users.id, user.id))
      .returning();
    await applyGuardianChange(tx, before, after, named, { budgeted: true });
    return { updated: after, guardian: await currentGuardianOf(tx, user.id) };
  });
  nudgeOutbox();
  if (missedMessageEmails !== undefined) await updateAccountSettings(user.id, { missedMessageEmails });
  return withGuardian(session, updated, guardian);
}
