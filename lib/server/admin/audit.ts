import { desc } from 'drizzle-orm';
import { auditLog, type UserRow } from '@/models';
import { getDb, type Tx } from '../db';

/** What the audit log keeps of a profile: everything but secrets. */
export function auditView(user: UserRow | undefined) {
  if (!user) return null;
  const { passwordHash: _hash, tokenVersion: _version, ...rest } = user;
  return { ...rest, createdAt: rest.createdAt.toISOString(), updatedAt: rest.updatedAt.toISOString() };
}

export async function recordAudit(
  tx: Tx,
  entry: { actorId: string; action: string; targetUserId?: string; before?: UserRow; after?: UserRow },
): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetUserId: entry.targetUserId ?? null,
    before: auditView(entry.before),
    after: auditView(entry.after),
  });
}

export async function listAudit(limit = 100) {
  const db = await getDb();
  return db.select().from(auditLog).orderBy(desc(auditLog.createdAt)).limit(limit);
}
