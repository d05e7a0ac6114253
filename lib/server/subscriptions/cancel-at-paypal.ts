import type { SubscriptionStatus } from '@/models';
import { paypalSubscriptions } from '../paypal/client';
import { paypalErrorStatus } from '../paypal/errors';
import { paypalUnavailable } from './paypal-lookup';

/** The states PayPal can still bill from. */
export const CANCELLABLE: ReadonlySet<SubscriptionStatus> = new Set(['APPROVED', 'ACTIVE', 'SUSPENDED']);

/** Asks PayPal to stop billing; a 422 means it is already cancelled or expired, which is as good. */
export async function cancelAtPaypal(providerSubscriptionId: string, reason: string): Promise<void> {
  try {
    await (await paypalSubscriptions()).cancelSubscription({ id: providerSubscriptionId, body: { reason } });
  } catch (error) {
    if (paypalErrorStatus(error) !== 422) throw paypalUnavailable('cancelSubscription', error);
  }
}
