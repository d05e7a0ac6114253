import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { AdminCreateProfile, AdminUpdateProfile } from '@/lib/schemas/admin';
import { MSG_ADMIN } from '@/lib/shared/messages/admin';
import { MSG_AUTH } from '@/lib/shared/messages/auth';
import type { SessionEndReason } from '@/lib/shared/socket-events';
import { users, type UserRow } from '@/models';
import { assertStrongPassword } from '../auth/password-policy';
import { hashPassword } from '../auth/passwords';
import { issuePasswordLink } from '../auth/password-links';
import { revokeSessions } from '../auth/revoke-sessions';
import { now } from '../clock';
import { isUniqueViolation } from '../db-errors';
import { getDb } from '../db';
import { AppError, forbidden, notFound } from '../errors';
import { applyGuardianChange } from '../guardians/change-guardian';
import { nameGuardian } from '../guardians/name-guardian';
import { currentGuardianOf, currentGuardians } from '../guardians/status';
import { assertGuardianNotSelf, guardianFieldsOf } from '../guardians/rules';
import { nudgeOutbox } from '../mail/outbox';
import { isBannedEmail } from '../moderation/banned-emails';
import { endSessionSockets, forgetSessions } from '../realtime/emit';
import { recordAudit } from './audit';
import { presentAdminProfile } from './present';

const MAX_PROFILES = 500;

/** Newest first, with a hard cap; `offset` pages through the rest. */
export async function listProfiles(offset = 0) {
  const db = await getDb();
  const rows = await db.select().from(users).orderBy(desc(users.createdAt), desc(users.id)).limit(MAX_PROFILES).offset(offset);
  const guardians = await currentGuardians(db, rows.map((row) => row.id));
  return rows.map((row) => presentAdminProfile(row, guardians.get(row.id)));
}

/**
 * Creates a profile. Without a password the server sets a random one nobody knows and emails
 * the member a one-time link to choose their own. A woman's guardian is asked to confirm, as at
 * her own registration.
 */
export async function createProfile(actorId: string, input: AdminCreateProfile) {
  const db = await getDb();
  const { password, guardianEmail, guardianPhone, ...profile } = input;
  if (password) assertStrongPassword(password, [profile.email, profile.firstName, profile.lastName]);
  // The ban stands for admins too: a profile created for a banned member's kept address would undo it.
  if (await isBannedEmail(db, profile.email)) throw forbidden(MSG_ADMIN.emailBanned);
  const passwordHash = await hashPassword(password ?? randomBytes(32).toString('base64url'));
  try {
    const created = await db.transaction(async (tx) => {
      const [user] = await tx.insert(users).values({ ...profile, passwordHash }).returning();
      if (!password) await issuePasswordLink(tx, user, 'welcome');
      await nameGuardian(tx, user, { gender: user.gender, guardianEmail, guardianPhone }, 'registration');
      const guardian = await currentGuardianOf(tx, user.id);
      await recordAudit(tx, { actorId, action: 'profile.create', targetUserId: user.id, after: { ...user, ...guardianFieldsOf(user, guardian) } });
      return { user, guardian };
    });
    nudgeOutbox();
    return presentAdminProfile(created.user, created.guardian);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', MSG_AUTH.emailTaken);
    throw error;
  }
}

export async function updateProfile(actorId: string, id: string, input: AdminUpdateProfile) {
  if (id === actorId && !input.isAdmin) throw new AppError('invalid_input', MSG_ADMIN.cannotRemoveOwnAdmin);
  if (id === actorId && input.suspended) throw new AppError('invalid_input', MSG_ADMIN.cannotSuspendSelf);
  const db = await getDb();
  const { password, guardianEmail, guardianPhone, ...profile } = input;
  if (password) assertStrongPassword(password, [profile.firstName, profile.lastName]);
  const passwordHash = password ? await hashPassword(password) : undefined;
  const { updated, ended, guardian } = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update').limit(1);
    if (!before) throw notFound('Profile not found.');
    const guardianBefore = await currentGuardianOf(tx, id);
    const named = { gender: profile.gender, guardianEmail, guardianPhone };
    assertGuardianNotSelf(before.email, named);
    const changes: Partial<UserRow> = { ...profile, updatedAt: now() };
    if (passwordHash) changes.passwordHash = passwordHash;
    const [after] = await tx.update(users).set(changes).where(eq(users.id, id)).returning();
    // A new guardian, by an admin too, is never silent: the old one and the new one are emailed.
    await applyGuardianChange(tx, before, after, named);
    // A new password, a suspension or losing admin rights ends every session the member has open.
    const endReason: SessionEndReason | undefined = after.suspended && !before.suspended ? 'suspended' : passwordHash || (before.isAdmin && !after.isAdmin) ? 'revoked' : undefined;
    if (endReason) await revokeSessions(tx, id);
    const guardian = await currentGuardianOf(tx, id);
    // The audit shows the guardian as the profile form did, though `guardian_links` keeps them.
    await recordAudit(tx, {
      actorId,
      action: passwordHash ? 'profile.update+password' : 'profile.update',
      targetUserId: id,
      before: { ...before, ...guardianFieldsOf(before, guardianBefore) },
      after: { ...after, ...guardianFieldsOf(after, guardian) },
    });
    return { updated: after, ended: endReason, guardian };
  });
  nudgeOutbox();
  if (ended) await endSessionSockets({ userId: updated.id }, ended);
  else await forgetSessions({ userId: updated.id });
  return presentAdminProfile(updated, guardian);
}
