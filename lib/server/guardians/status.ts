import { and, inArray, ne } from 'drizzle-orm';
import { guardianLinks, type GuardianStatus, type UserRow } from '@/models';
import type { Tx } from '../db';

type Named = Pick<UserRow, 'id' | 'gender' | 'guardianEmail'>;

/**
 * Where each woman's current guardian stands, for her profile and the admin table: null for
 * anyone without a guardian, and `pending` for a guardian named before confirmation existed.
 */
export async function guardianStatuses(tx: Tx, people: Named[]): Promise<Map<string, GuardianStatus | null>> {
  const women = people.filter((p) => p.gender === 'female' && p.guardianEmail.trim() !== '');
  const rows = women.length
    ? await tx
        .select({ userId: guardianLinks.userId, status: guardianLinks.status })
        .from(guardianLinks)
        .where(and(inArray(guardianLinks.userId, women.map((w) => w.id)), ne(guardianLinks.status, 'replaced')))
    : [];
  const byUser = new Map(rows.map((r) => [r.userId, r.status as GuardianStatus]));
  return new Map(people.map((p) => [p.id, women.includes(p) ? (byUser.get(p.id) ?? 'pending') : null]));
}

export async function guardianStatusOf(tx: Tx, person: Named): Promise<GuardianStatus | null> {
  return (await guardianStatuses(tx, [person])).get(person.id) ?? null;
}
