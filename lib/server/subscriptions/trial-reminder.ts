import { and, eq, inArray, isNull } from 'drizzle-orm';
import { PRICE_GBP } from '@/lib/shared/constants';
import { subscriptions, users } from '@/models';
import { now } from '../clock';
import { getDb } from '../db';
import { enqueueMail, nudgeOutbox } from '../mail/outbox';
import { trialReminderMail } from '../mail/templates/membership';

/** The reminder goes this long before the trial ends. */
export const TRIAL_REMINDER_MS = 3 * 24 * 3600 * 1000;

export const trialReminderDueAt = (trialEndsAt: Date) => new Date(Math.max(now().getTime(), trialEndsAt.getTime() - TRIAL_REMINDER_MS));

/**
 * The `trial-reminder` job: once per subscription, however many times it was enqueued or run
 * (a retried run, a confirmation repeated, two nodes). The stamp and the mail are written in one
 * transaction by a conditional update, so only the run that stamps it queues the mail. A trial
 * that ended, a cancelled membership or one no longer in trial is not reminded; for a trial PayPal
 * moved later it answers the trial's new end, for the job to come back then.
 */
export async function sendTrialReminder(subscriptionRowId: string): Promise<{ trialEndsLater?: Date }> {
  const db = await getDb();
  const at = now();
  const outcome = await db.transaction(async (tx): Promise<{ sent: boolean; trialEndsLater?: Date }> => {
    const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionRowId)).limit(1);
    if (!row?.trialEndsAt || row.trialRemindedAt || row.trialEndsAt <= at) return { sent: false };
    if (row.trialEndsAt.getTime() - TRIAL_REMINDER_MS > at.getTime()) return { sent: false, trialEndsLater: row.trialEndsAt };
    const [claimed] = await tx
      .update(subscriptions)
      .set({ trialRemindedAt: at })
      .where(and(eq(subscriptions.id, row.id), isNull(subscriptions.trialRemindedAt), inArray(subscriptions.status, ['ACTIVE', 'APPROVED'])))
      .returning({ id: subscriptions.id });
    if (!claimed) return { sent: false };
    const [member] = await tx
      .select({
        id: users.id,
        firstName: users.firstName,
        email: users.email,
      })
      .from(users)
      .where(eq(users.id, row.userId))
      .limit(1);
    if (!member) return { sent: false };
    await enqueueMail(tx, await trialReminderMail(member, row.trialEndsAt, PRICE_GBP));
    return { sent: true };
  });
  if (outcome.sent) nudgeOutbox();
  return { trialEndsLater: outcome.trialEndsLater };
}
