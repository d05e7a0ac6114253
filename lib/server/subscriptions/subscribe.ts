import { count, desc, eq } from 'drizzle-orm';
import type { SubscribeInput } from '@/lib/schemas/subscriptions';
import { APP_NAME } from '@/lib/shared/constants';
import { MSG_MEMBERSHIP } from '@/lib/shared/messages/membership';
import { subscriptions } from '@/models';
import type { Session } from '../auth/session';
import { config } from '../config';
import { getDb } from '../db';
import { AppError, invalid } from '../errors';
import { paypalSdk, paypalSubscriptions } from '../paypal/client';
import { paypalPlanId } from '../paypal/plan';
import { subscribeLimit } from '../security/member-limits';
import { consume } from '../security/rate-limit';
import { activatePaypalSubscription } from './activate';
import { fetchPaypalSubscription, paypalUnavailable } from './paypal-lookup';

/**
 * SPEC.md section 4, step 1 (create the subscription and hand back where to approve it) or, for
 * the JS SDK buttons, step 3 (the approved id comes back and is verified like a confirmation).
 */
export async function subscribe(session: Session, input: SubscribeInput) {
  if (session.user.isAdmin) throw invalid(MSG_MEMBERSHIP.adminNoSubscription);
  if (input.paypalSubscriptionId) {
    const row = await activatePaypalSubscription(session.user.id, input.paypalSubscriptionId);
    return { subscriptionId: row.providerSubscriptionId, status: row.status, hasActiveSubscription: true };
  }
  if (session.hasActiveSubscription) throw new AppError('conflict', MSG_MEMBERSHIP.alreadySubscribed);
  await consume(await getDb(), subscribeLimit(session.user.id));
  return (await pendingCheckout(session.user.id)) ?? startPaypalSubscription(session);
}

/** The member's newest checkout, while PayPal still waits for its approval: asked again, it is offered again. */
async function pendingCheckout(userId: string) {
  const db = await getDb();
  const [newest] = await db
    .select({ id: subscriptions.providerSubscriptionId, status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  if (newest?.status !== 'APPROVAL_PENDING') return undefined;
  const paypal = await fetchPaypalSubscription(newest.id);
  const approvalUrl = paypal?.status === 'APPROVAL_PENDING' ? paypal.links?.find((link) => link.rel === 'approve')?.href : undefined;
  return approvalUrl ? { subscriptionId: newest.id, approvalUrl } : undefined;
}

async function startPaypalSubscription({ user }: Session) {
  const { appUrl } = config();
  const planId = paypalPlanId();
  const { ApplicationContextUserAction, ExperienceContextShippingPreference } = await paypalSdk();
  const db = await getDb();
  // The same request id for calls racing from the same state: PayPal answers them all with one subscription.
  const [{ started }] = await db.select({ started: count() }).from(subscriptions).where(eq(subscriptions.userId, user.id));
  let created;
  try {
    ({ result: created } = await (await paypalSubscriptions()).createSubscription({
      paypalRequestId: `subscribe-${user.id}-${started}`,
      prefer: 'return=representation',
      body: {
        planId,
        customId: user.id,
        subscriber: { emailAddress: user.email, name: { givenName: user.firstName, surname: user.lastName } },
        applicationContext: {
          brandName: APP_NAME,
          returnUrl: `${appUrl}/subscribe/success`,
          cancelUrl: `${appUrl}/subscribe`,
          userAction: ApplicationContextUserAction.SubscribeNow,
          shippingPreference: ExperienceContextShippingPreference.NoShipping,
        },
      },
    }));
  } catch (error) {
    throw paypalUnavailable('createSubscription', error);
  }
  const approvalUrl = created.links?.find((link) => link.rel === 'approve')?.href;
  if (!created.id || !approvalUrl) throw paypalUnavailable('createSubscription', new Error('no id or approve link in the answer'));

  await db
    .insert(subscriptions)
    .values({ userId: user.id, providerSubscriptionId: created.id, status: 'APPROVAL_PENDING' })
    .onConflictDoNothing({ target: [subscriptions.provider, subscriptions.providerSubscriptionId] });
  return { subscriptionId: created.id, approvalUrl };
}
