import { inArray } from 'drizzle-orm';
import { users } from '@/models';
import type { Tx } from '../db';
import { sanctionInForceSql } from './in-force';
import type { MemberCard } from './present';

/** The members a page of the queue names, in one query on their primary keys. */
export async function memberCards(db: Tx, ids: Iterable<string | null>, now: Date): Promise<Map<string, MemberCard>> {
  const unique = [...new Set([...ids].filter((id): id is string => !!id))];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      isAdmin: users.isAdmin,
      suspended: users.suspended,
      sanctioned: sanctionInForceSql(users.id, now).mapWith(Boolean),
    })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}
