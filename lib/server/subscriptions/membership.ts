import type { Session } from '../auth/session';
import { getDb } from '../db';
import { currentSubscription } from './access';
import { presentMembership } from './present';

/** GET /api/subscription: what the membership panel shows. */
export async function membership(session: Session) {
  const row = await currentSubscription(await getDb(), session.user.id);
  return presentMembership(row, session.user.isAdmin);
}
