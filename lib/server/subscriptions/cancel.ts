import { MSG_MEMBERSHIP } from '@/lib/shared/messages/membership';
import type { Session } from '../auth/session';
import { getDb } from '../db';
import { AppError } from '../errors';
import { currentSubscription } from './access';
import { CANCELLABLE, cancelAtPaypal } from './cancel-at-paypal';
import { presentMembership } from './present';
import { paypalStateFor, storeState } from './sync';

/**
 * "Cancel anytime": PayPal stops billing at once; access stays until the paid or trial period
 * ends (see grantsAccess). Cancelling an already cancelled membership just shows it again.
 */
export async function cancelMembership(session: Session) {
  const db = await getDb();
  const row = await currentSubscription(db, session.user.id);
  if (row?.status === 'CANCELLED') return presentMembership(row, session.user.isAdmin);
  if (!row || !CANCELLABLE.has(row.status)) throw new AppError('conflict', MSG_MEMBERSHIP.nothingToCancel);

  // A 422 (already cancelled or expired) passes; the re-fetch below tells which.
  await cancelAtPaypal(row.providerSubscriptionId, 'Cancelled by the member in the app');
  const state = await paypalStateFor(row);
  if (!state) throw new AppError('upstream_failed', MSG_MEMBERSHIP.paypalUnavailable);
  const updated = await storeState(db, row, state);
  return presentMembership(updated, session.user.isAdmin);
}
