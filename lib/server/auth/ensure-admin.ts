import { eq } from 'drizzle-orm';
import { checkPasswordStrength } from '@/lib/shared/password-strength';
import { users } from '@/models';
import { config, ConfigError, type Config } from '../config';
import { getDb } from '../db';
import { hashPassword } from './passwords';
import { revokeSessions } from './revoke-sessions';
import { log } from '../logger';
import { now } from '../clock';

/** ADMIN_PASSWORD goes through the members' own password rule: an admin account is the best prize. Checked first at start-up. */
export function assertAdminSettings(admin: Config['admin']): void {
  if (!admin) return;
  const verdict = checkPasswordStrength(admin.password, [admin.email]);
  if (!verdict.ok) throw new ConfigError(`Invalid configuration: ADMIN_PASSWORD: too weak for an admin account. ${verdict.message}`);
}

/**
 * Makes sure the ADMIN_EMAIL account exists and is an admin; an existing admin's password is left
 * alone. An existing member is not promoted silently: whoever registered that address first
 * would become admin with a password of their choosing. With ADMIN_PROMOTE_EXISTING=true the
 * operator confirms it, and the account takes ADMIN_PASSWORD and loses its sessions.
 */
export async function ensureConfiguredAdmin(): Promise<void> {
  const { admin, adminPromoteExisting } = config();
  if (!admin) return;
  const db = await getDb();
  const [existing] = await db.select({ id: users.id, isAdmin: users.isAdmin }).from(users).where(eq(users.email, admin.email)).limit(1);
  if (existing?.isAdmin) return;
  if (existing) {
    if (!adminPromoteExisting) {
      throw new ConfigError(
        'Invalid configuration: ADMIN_EMAIL names an existing member account, which is not promoted to admin without confirmation: set ADMIN_PROMOTE_EXISTING=true to make it an admin with ADMIN_PASSWORD, or choose another address',
      );
    }
    const passwordHash = await hashPassword(admin.password);
    await db.transaction(async (tx) => {
      await tx.update(users).set({ isAdmin: true, passwordHash, updatedAt: now() }).where(eq(users.id, existing.id));
      // Its sockets are refused at their next event, which re-reads the session.
      await revokeSessions(tx, existing.id);
    });
    log().warn('[admin] promoted the existing account named by ADMIN_EMAIL to admin (ADMIN_PROMOTE_EXISTING=true) and set ADMIN_PASSWORD');
    return;
  }
  await db
    .insert(users)
    .values({
      email: admin.email,
      passwordHash: await hashPassword(admin.password),
      firstName: 'Site',
      lastName: 'Admin',
      gender: 'male',
      status: 'graduate',
      isAdmin: true,
      // The operator named this address in the server's own settings: nobody else could have.
      emailVerifiedAt: now(),
    })
    .onConflictDoNothing();
  log().info('[admin] created the configured admin account');
}
