import { and, eq } from 'drizzle-orm';
import { pushSubscriptions } from '@/models';
import type { Tx } from '../db';
import { getDb } from '../db';

/** DELETE /api/push/subscriptions: her own subscription only; an unknown endpoint is already gone. */
export async function unsubscribePush(userId: string, endpoint: string): Promise<void> {
  const db = await getDb();
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** Logout: the device that logged out stops getting her pushes. */
export async function forgetSessionPush(db: Tx, sessionId: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.sessionId, sessionId));
}

/** "Log out of all devices": no device keeps getting her pushes. */
export async function forgetAllPush(db: Tx, userId: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}
