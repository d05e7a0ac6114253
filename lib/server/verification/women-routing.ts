import { and, eq, sql, type SQL } from 'drizzle-orm';
import { users } from '@/models';
import type { Tx } from '../db';

/** Whether any admin is marked as reviewing women's verifications. */
export async function anyWomenReviewer(db: Tx): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isAdmin, true), eq(users.reviewsWomenVerifications, true)))
    .limit(1);
  return row !== undefined;
}

/**
 * Which members' selfies this admin may review, as a condition on `users` (the selfie's owner):
 * while any admin is marked as reviewing women's verifications, women's selfies go to them only;
 * men's go to every admin. Undefined means every selfie.
 */
export async function reviewableOwnersSql(db: Tx, admin: { reviewsWomenVerifications: boolean }): Promise<SQL | undefined> {
  if (admin.reviewsWomenVerifications) return undefined;
  return (await anyWomenReviewer(db)) ? sql`${users.gender} <> 'female'` : undefined;
}

/** The same rule for one selfie's owner. */
export async function mayReview(db: Tx, admin: { reviewsWomenVerifications: boolean }, ownerGender: 'male' | 'female'): Promise<boolean> {
  if (ownerGender !== 'female' || admin.reviewsWomenVerifications) return true;
  return !(await anyWomenReviewer(db));
}
