import { eq, sql } from 'drizzle-orm';
import { MSG_MEMBERSHIP } from '@/lib/shared/messages/membership';
import { subscriptions } from '@/models';
import { getDb } from '../db';
import { AppError, notFound } from '../errors';
import { currentSubscription, grantsAccess } from './access';
import { fetchPaypalSubscription } from './paypal-lookup';
import { isConfirmable, localStateFrom } from './paypal-state';
import { now } from '../clock';
import { nudgeJobs } from '../jobs/tasks';
import { remindWhenTrialStarts } from '../jobs/trial-reminder';

/**
 * Opens access for a PayPal subscription only after PayPal itself says it is approved or active
 * and was started for this member (custom_id). Confirming the same one again changes nothing.
 */
export async function activatePaypalSubscription(userId: string, paypalSubscriptionId: string) {
  const paypal = await fetchPaypalSubscription(paypalSubscriptionId);
  if (!paypal) throw notFound(MSG_MEMBERSHIP.subscriptionNotFound);
  if (paypal.customId !== userId) throw new AppError('forbidden', MSG_MEMBERSHIP.subscriptionNotYours);
  const state = localStateFrom(paypal, undefined);
  if (!state || state.status === 'APPROVAL_PENDING') throw new AppError('conflict', MSG_MEMBERSHIP.subscriptionNotApproved);
  if (!isConfirmable(state.status)) throw new AppError('conflict', MSG_MEMBERSHIP.subscriptionNotActive);

  const db = await getDb();
  const current = await currentSubscription(db, userId);
  // A second paid subscription beside a working one would bill the member twice.
  if (grantsAccess(current) && current?.providerSubscriptionId !== paypalSubscriptionId) {
    throw new AppError('conflict', MSG_MEMBERSHIP.alreadySubscribed);
  }

  const row = await db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ trialEndsAt: subscriptions.trialEndsAt })
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, paypalSubscriptionId))
      .for('update')
      .limit(1);
    const [stored] = await tx
      .insert(subscriptions)
      .values({ userId, provider: 'paypal', providerSubscriptionId: paypalSubscriptionId, ...state })
      .onConflictDoUpdate({
        target: [subscriptions.provider, subscriptions.providerSubscriptionId],
        set: {
          status: state.status,
          trialEndsAt: sql`coalesce(excluded.trial_ends_at, ${subscriptions.trialEndsAt})`,
          currentPeriodEndsAt: sql`coalesce(excluded.current_period_ends_at, ${subscriptions.currentPeriodEndsAt})`,
          updatedAt: now(),
        },
        // custom_id was checked above, and only we set it, so a row for this id is this member's.
        setWhere: eq(subscriptions.userId, userId),
      })
      .returning();
    if (stored) await remindWhenTrialStarts(tx, previous?.trialEndsAt, stored);
    return stored;
  });
  if (!row) throw new AppError('forbidden', MSG_MEMBERSHIP.subscriptionNotYours);
  nudgeJobs();
  return row;
}
