import { and, eq } from 'drizzle-orm';
import { MSG_VERIFICATION } from '@/lib/shared/messages/verification';
import { users } from '@/models';
import { recordAudit } from '../admin/audit';
import { getDb } from '../db';
import { notFound } from '../errors';
import { forgetSessions } from '../realtime/emit';

/** Marks an admin (or unmarks) as reviewing women's verifications; audited, since it routes women's selfies. */
export async function setWomenReviewer(actorId: string, adminId: string, reviewsWomen: boolean) {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ reviewsWomenVerifications: reviewsWomen })
      .where(and(eq(users.id, adminId), eq(users.isAdmin, true)))
      .returning({ id: users.id, firstName: users.firstName, lastName: users.lastName, gender: users.gender, reviewsWomen: users.reviewsWomenVerifications });
    if (!updated) throw notFound(MSG_VERIFICATION.reviewerNotAdmin);
    await recordAudit(tx, { actorId, action: reviewsWomen ? 'verification.women_reviewer.add' : 'verification.women_reviewer.remove', targetUserId: adminId });
    return { reviewer: updated };
  });
  // Her queue is read from her session's row: no node keeps the old flag for her next read.
  await forgetSessions({ userId: adminId });
  return result;
}
