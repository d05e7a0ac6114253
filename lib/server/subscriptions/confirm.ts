import type { ConfirmPaypalSubscriptionInput } from '@/lib/schemas/subscriptions';
import type { Session } from '../auth/session';
import { activatePaypalSubscription } from './activate';
import { presentMembership } from './present';

/** SPEC.md section 4, step 3 after a redirect: the return page hands the id back to be verified. */
export async function confirmPaypalSubscription(session: Session, input: ConfirmPaypalSubscriptionInput) {
  const row = await activatePaypalSubscription(session.user.id, input.subscriptionId);
  return { success: true, ...presentMembership(row, session.user.isAdmin), hasActiveSubscription: true };
}
