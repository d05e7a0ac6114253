import type { Subscription } from '@paypal/paypal-server-sdk';
import { MSG_MEMBERSHIP } from '@/lib/shared/messages/membership';
import { AppError } from '../errors';
import { paypalSubscriptions } from '../paypal/client';
import { paypalErrorName, paypalErrorStatus } from '../paypal/errors';
import { log } from '../logger';

export function paypalUnavailable(action: string, error: unknown): AppError {
  log().error({ action, status: paypalErrorStatus(error), name: paypalErrorName(error) ?? (error as Error)?.message }, '[paypal] request failed');
  return new AppError('upstream_failed', MSG_MEMBERSHIP.paypalUnavailable);
}

/** PayPal's current view of a subscription; undefined when PayPal does not know the id. */
export async function fetchPaypalSubscription(id: string): Promise<Subscription | undefined> {
  try {
    return (await (await paypalSubscriptions()).getSubscription({ id })).result;
  } catch (error) {
    const status = paypalErrorStatus(error);
    if (status === 404 || status === 400) return undefined;
    throw paypalUnavailable('getSubscription', error);
  }
}
