import { and, inArray, ne } from 'drizzle-orm';
import { guardianLinks, type GuardianStatus } from '@/models';
import type { Tx } from '../db';

/** A woman's guardian now: her guardian link that is not `replaced` (none for anyone without one). */
export interface CurrentGuardian {
  email: string;
  phone: string;
  status: GuardianStatus;
}

/**
 * Each person's current guardian, read from `guardian_links`, the one record of who a woman's
 * guardian is and where they stand: for her profile, the admin table and the sessions' answers.
 */
export async function currentGuardians(tx: Tx, userIds: string[]): Promise<Map<string, CurrentGuardian>> {
  const rows = userIds.length
    ? await tx
        .select({ userId: guardianLinks.userId, email: guardianLinks.email, phone: guardianLinks.phone, status: guardianLinks.status })
        .from(guardianLinks)
        .where(and(inArray(guardianLinks.userId, userIds), ne(guardianLinks.status, 'replaced')))
    : [];
  return new Map(rows.map(({ userId, ...guardian }) => [userId, { ...guardian, status: guardian.status as GuardianStatus }]));
}

export async function currentGuardianOf(tx: Tx, userId: string): Promise<CurrentGuardian | undefined> {
  return (await currentGuardians(tx, [userId])).get(userId);
}
