import { asc, eq } from 'drizzle-orm';
import { users } from '@/models';
import { getDb } from '../db';

/** Every admin, and whether each reviews women's verifications: the checkboxes of the Verifications section. */
export async function listWomenReviewers() {
  const db = await getDb();
  const admins = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, gender: users.gender, reviewsWomen: users.reviewsWomenVerifications })
    .from(users)
    .where(eq(users.isAdmin, true))
    .orderBy(asc(users.firstName), asc(users.id))
    .limit(200);
  return { reviewers: admins };
}
