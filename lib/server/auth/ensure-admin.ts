import { eq } from 'drizzle-orm';
import { users } from '@/models';
import { config } from '../config';
import { getDb } from '../db';
import { hashPassword } from './passwords';
import { log } from '../logger';

/** Makes sure the ADMIN_EMAIL account exists and is an admin; an existing password is left alone. */
export async function ensureConfiguredAdmin(): Promise<void> {
  const admin = config().admin;
  if (!admin) return;
  const db = await getDb();
  const [existing] = await db.select({ id: users.id, isAdmin: users.isAdmin }).from(users).where(eq(users.email, admin.email)).limit(1);
  if (existing) {
    if (!existing.isAdmin) await db.update(users).set({ isAdmin: true, updatedAt: new Date() }).where(eq(users.id, existing.id));
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
    })
    .onConflictDoNothing();
  log().info('[admin] created the configured admin account');
}
