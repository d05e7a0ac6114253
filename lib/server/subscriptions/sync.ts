import { eq } from 'drizzle-orm';
import { subscriptions, type SubscriptionRow } from '@/models';
import { now } from '../clock';
import { remindWhenTrialStarts } from '../jobs/trial-reminder';
import type { Tx } from '../db';
import { fetchPaypalSubscription } from './paypal-lookup';
import { localStateFrom } from './paypal-state';

/**
 * PayPal's current view of a stored subscription, as the local fields to keep; undefined when
 * PayPal does not know it or it was not started for the member it is stored under.
 */
export async function paypalStateFor(row: SubscriptionRow) {
  const paypal = await fetchPaypalSubscription(row.providerSubscriptionId);
  if (!paypal || paypal.customId !== row.userId) return undefined;
  return localStateFrom(paypal, row);
}

export async function storeState(
  tx: Tx,
  row: SubscriptionRow,
  state: NonNullable<Awaited<ReturnType<typeof paypalStateFor>>>,
  at: Date = now(),
): Promise<SubscriptionRow> {
  const cancelledAt = state.status === 'CANCELLED' ? (row.cancelledAt ?? at) : row.cancelledAt;
  const [updated] = await tx
    .update(subscriptions)
    .set({ ...state, cancelledAt, updatedAt: at })
    .where(eq(subscriptions.id, row.id))
    .returning();
  if (updated) await remindWhenTrialStarts(tx, row.trialEndsAt, updated);
  return updated;
}
