import type { PushSubscriptionInput } from '@/lib/schemas/push';
import { MSG_PUSH } from '@/lib/shared/messages/push';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import { pushSubscriptions } from '@/models';
import type { Session } from '../auth/session';
import { now } from '../clock';
import { getDb } from '../db';
import { invalid } from '../errors';
import { isAllowedPushEndpoint } from './allowed-hosts';

/** An uncompressed P-256 public key is 65 bytes starting with 0x04; the auth secret is 16 bytes. */
function keysAreReal(keys: PushSubscriptionInput['keys']): boolean {
  const p256dh = Buffer.from(keys.p256dh, 'base64url');
  return p256dh.length === 65 && p256dh[0] === 4 && Buffer.from(keys.auth, 'base64url').length === 16;
}

/**
 * A member's browsers and phones: a few, never hundreds. Each one is a request to a push service
 * for every message, so the oldest beyond this are dropped rather than fanned out to.
 */
export const PUSH_SUBSCRIPTIONS_PER_MEMBER = 10;

/**
 * POST /api/push/subscriptions: stores this browser's subscription for her and the session that
 * sent it. The same endpoint again (a renewed subscription, or another member now signed in on
 * that browser) updates the row: one browser, one owner.
 */
export async function subscribePush(session: Session, input: PushSubscriptionInput): Promise<{ success: true }> {
  if (!isAllowedPushEndpoint(input.endpoint)) throw invalid(MSG_PUSH.hostNotAllowed);
  if (!keysAreReal(input.keys)) throw invalid(MSG_PUSH.invalidSubscription);
  const at = now();
  const values = {
    userId: session.user.id,
    sessionId: session.sessionId,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    expiresAt: input.expirationTime ? new Date(input.expirationTime) : null,
    updatedAt: at,
  };
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ ...values, endpoint: input.endpoint, createdAt: at })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
    const newest = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, session.user.id))
      .orderBy(desc(pushSubscriptions.updatedAt), desc(pushSubscriptions.id))
      .limit(PUSH_SUBSCRIPTIONS_PER_MEMBER);
    await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, session.user.id), notInArray(pushSubscriptions.id, newest)));
  });
  return { success: true };
}
