import { asc, eq, inArray } from 'drizzle-orm';
import { MSG_AUTH } from '@/lib/shared/messages/auth';
import { passwordResetRequests, users } from '@/models';
import { getDb } from '../db';
import { nudger } from '../jobs/nudge';
import { countHit } from '../security/rate-limit';
import { issuePasswordLink } from './password-links';

const BATCH = 20;
/** A quiet cap per account keeps the form from being used to flood someone's inbox. */
const MAX_LINKS_PER_HOUR = 3;

/** A request waits for the `reset-requests` job; `nudgeResetRequests` after it is stored wakes that job, and only that job. */
export const resetRequested = nudger('reset-requests');
export const nudgeResetRequests = resetRequested.nudge;

/**
 * Turns waiting "forgot password" requests into reset links for active accounts and drops the
 * rest. Claimed rows are deleted in the same transaction as the links they cause, so a crash
 * leaves them waiting and two nodes never take the same one. Returns how many it handled.
 */
export async function resolvePasswordResetRequests(): Promise<number> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const due = tx
      .select({ id: passwordResetRequests.id })
      .from(passwordResetRequests)
      .orderBy(asc(passwordResetRequests.createdAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const claimed = await tx.delete(passwordResetRequests).where(inArray(passwordResetRequests.id, due)).returning();
    for (const request of claimed) {
      const [user] = await tx.select().from(users).where(eq(users.email, request.email)).limit(1);
      if (!user || user.suspended) continue;
      const { count } = await countHit(tx, {
        key: `reset:email:${request.email}`,
        max: MAX_LINKS_PER_HOUR,
        windowSeconds: 3600,
        message: MSG_AUTH.tooManyLoginAttempts,
      });
      if (count <= MAX_LINKS_PER_HOUR) await issuePasswordLink(tx, user, 'reset');
    }
    return claimed.length;
  });
}
