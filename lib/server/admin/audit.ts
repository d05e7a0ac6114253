import { desc } from 'drizzle-orm';
import { auditLog, type UserRow } from '@/models';
import { getDb, type Tx } from '../db';

/** What the audit log keeps of a profile: everything but secrets. */
export function auditView(user: UserRow | undefined) {
  if (!user) return null;
  const { passwordHash: _hash, ...rest } = user;
  return { ...rest, createdAt: rest.createdAt.toISOString(), updatedAt: rest.updatedAt.toISOString() };
}

type Snapshot = UserRow | Record<string, unknown> | undefined;

const isUserRow = (value: Snapshot): value is UserRow => !!value && 'passwordHash' in value;

/** Profiles are kept without secrets; other records (a mail put back in the queue) as given. */
export async function recordAudit(
  tx: Tx,
  entry: { actorId: string; action: string; reason?: string; targetUserId?: string; before?: Snapshot; after?: Snapshot },
): Promise<void> {
  const view = (value: Snapshot) => (isUserRow(value) ? auditView(value) : (value ?? null));
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    reason: entry.reason ?? null,
    targetUserId: entry.targetUserId ?? null,
    before: view(entry.before),
    after: view(entry.after),
  });
}

export async function listAudit(limit = 100) {
  const db = await getDb();
  return db.select().from(auditLog).orderBy(desc(auditLog.createdAt)).limit(limit);
}
