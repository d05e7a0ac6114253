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
import { AppError, notFound } from '../errors';
import { applyGuardianChange } from '../guardians/change-guardian';
import { nameGuardian } from '../guardians/name-guardian';
import { guardianStatuses, guardianStatusOf } from '../guardians/status';
import { nudgeOutbox } from '../mail/outbox';
import { endSessionSockets } from '../realtime/emit';
import { recordAudit } from './audit';
import { presentAdminProfile } from './present';

const MAX_PROFILES = 500;

/** Newest first, with a hard cap; `offset` pages through the rest. */
export async function listProfiles(offset = 0) {
  const db = await getDb();
  const rows = await db.select().from(users).orderBy(desc(users.createdAt), desc(users.id)).limit(MAX_PROFILES).offset(offset);
  const statuses = await guardianStatuses(db, rows);
  return rows.map((row) => presentAdminProfile(row, statuses.get(row.id) ?? null));
}

/**
 * Creates a profile. Without a password the server sets a random one nobody knows and emails
 * the member a one-time link to choose their own. A woman's guardian is asked to confirm, as at
 * her own registration.
 */
export async function createProfile(actorId: string, input: AdminCreateProfile) {
  const db = await getDb();
  const { password, ...profile } = input;
  if (password) assertStrongPassword(password, [profile.email, profile.firstName, profile.lastName]);
  const passwordHash = await hashPassword(password ?? randomBytes(32).toString('base64url'));
  try {
    const created = await db.transaction(async (tx) => {
      const [user] = await tx.insert(users).values({ ...profile, passwordHash }).returning();
      if (!password) await issuePasswordLink(tx, user, 'welcome');
      await nameGuardian(tx, user, 'registration');
      await recordAudit(tx, { actorId, action: 'profile.create', targetUserId: user.id, after: user });
      return { user, guardianStatus: await guardianStatusOf(tx, user) };
    });
    nudgeOutbox();
    return presentAdminProfile(created.user, created.guardianStatus);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', MSG_AUTH.emailTaken);
    throw error;
  }
}

export async function updateProfile(actorId: string, id: string, input: AdminUpdateProfile) {
  if (id === actorId && !input.isAdmin) throw new AppError('invalid_input', MSG_ADMIN.cannotRemoveOwnAdmin);
  if (id === actorId && input.suspended) throw new AppError('invalid_input', MSG_ADMIN.cannotSuspendSelf);
  const db = await getDb();
  const { password, ...profile } = input;
  if (password) assertStrongPassword(password, [profile.firstName, profile.lastName]);
  const passwordHash = password ? await hashPassword(password) : undefined;
  const { updated, ended, guardianStatus } = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update').limit(1);
    if (!before) throw notFound('Profile not found.');
    const changes: Partial<UserRow> = { ...profile, updatedAt: now() };
    if (passwordHash) changes.passwordHash = passwordHash;
    const [after] = await tx.update(users).set(changes).where(eq(users.id, id)).returning();
    // A new guardian, by an admin too, is never silent: the old one and the new one are emailed.
    await applyGuardianChange(tx, before, after);
    // A new password, a suspension or losing admin rights ends every session the member has open.
    const endReason: SessionEndReason | undefined = after.suspended && !before.suspended ? 'suspended' : passwordHash || (before.isAdmin && !after.isAdmin) ? 'revoked' : undefined;
    if (endReason) await revokeSessions(tx, id);
    await recordAudit(tx, { actorId, action: passwordHash ? 'profile.update+password' : 'profile.update', targetUserId: id, before, after });
    return { updated: after, ended: endReason, guardianStatus: await guardianStatusOf(tx, after) };
  });
  nudgeOutbox();
  if (ended) endSessionSockets({ userId: updated.id }, ended);
  return presentAdminProfile(updated, guardianStatus);
}
