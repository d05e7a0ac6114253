import { desc, eq } from 'drizzle-orm';
import { blocks, users, type UserRow } from '@/models';
import { getDb } from '../db';

/** How many blocks the "Blocked members" list shows; nobody plausibly blocks more. */
const BLOCKED_LIST_LIMIT = 500;

/** GET /api/users/blocked: the members the caller blocked, most recent first. */
export async function listBlocked(blocker: UserRow) {
  const db = await getDb();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, blockedAt: blocks.createdAt })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(eq(blocks.blockerId, blocker.id))
    .orderBy(desc(blocks.createdAt))
    .limit(BLOCKED_LIST_LIMIT);
  return { users: rows.map((row) => ({ ...row, blockedAt: row.blockedAt.toISOString() })) };
}

export type BlockedMember = Awaited<ReturnType<typeof listBlocked>>['users'][number];
