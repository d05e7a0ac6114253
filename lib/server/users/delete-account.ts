import { and, eq, inArray, or } from 'drizzle-orm';
import { MSG_ACCOUNT_DELETION } from '@/lib/shared/messages/account';
import { conversations, outbox, photos, subscriptions, users } from '@/models';
import { recordAudit } from '../admin/audit';
import { getDb } from '../db';
import { forbidden, notFound } from '../errors';
import { log } from '../logger';
import { removeStoredPhotos } from '../photos/remove-stored-photos';
import { otherMember } from '../chats/pair';
import { endSessionSockets, toUser } from '../realtime/emit';
import { CANCELLABLE, cancelAtPaypal } from '../subscriptions/cancel-at-paypal';

export interface DeletedBy {
  actorId: string;
  via: 'self' | 'admin';
  reason?: string;
}

/**
 * Deletes a member and everything of hers in one transaction: the users row goes, and every
 * foreign key cascades (profile, photos, grants and requests, conversations and their messages,
 * sessions, subscriptions, guardian links) or sets null (what others did to her, audit rows).
 * Her outbox rows go too, sent or not: pending mail would reach her guardian after she left, and
 * copies of sent mail would keep her name and his address. Admin accounts are refused: an admin must lose the
 * rights first, so the last admin can never vanish by accident.
 *
 * The audit row is written before the delete, whose cascade then clears its actor (for her own
 * deletion) and target: the `before` record keeps her id, never her profile.
 *
 * After the commit, in the order that matters least if one fails: her sockets end, the members
 * she talked with hear that she left (their open chat says so instead of going blank), her photo
 * objects are removed (a store failure is logged, as for any photo deletion), and PayPal is told
 * to stop billing. A PayPal failure is logged with the subscription id for the operator and does
 * not undo the deletion: the member asked to leave, and keeping her data would be the worse error.
 */
export async function deleteAccount(userId: string, by: DeletedBy): Promise<void> {
  const db = await getDb();
  const { storageKeys, billed, partners } = await db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id, isAdmin: users.isAdmin }).from(users).where(eq(users.id, userId)).for('update').limit(1);
    if (!user) throw notFound(MSG_ACCOUNT_DELETION.profileNotFound);
    if (user.isAdmin) throw forbidden(by.via === 'self' ? MSG_ACCOUNT_DELETION.adminSelfRefused : MSG_ACCOUNT_DELETION.cannotDeleteAdmin);
    const storageKeys = (await tx.select({ key: photos.storageKey }).from(photos).where(eq(photos.userId, userId))).map((row) => row.key);
    const billed = (
      await tx
        .select({ id: subscriptions.providerSubscriptionId })
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...CANCELLABLE])))
    ).map((row) => row.id);
    const partners = (
      await tx
        .select({ userA: conversations.userA, userB: conversations.userB })
        .from(conversations)
        .where(or(eq(conversations.userA, userId), eq(conversations.userB, userId)))
    ).map((pair) => otherMember(pair, userId));
    const dropped = await tx
      .delete(outbox)
      .where(eq(outbox.userId, userId))
      .returning({ id: outbox.id, status: outbox.status });
    await recordAudit(tx, {
      actorId: by.actorId,
      action: 'account.delete',
      reason: by.reason,
      targetUserId: userId,
      before: { userId, deletedBy: by.via, photos: storageKeys.length, subscriptionsCancelled: billed.length, pendingMailDropped: dropped.filter((row) => row.status === 'pending').length, mailCopiesDeleted: dropped.length },
    });
    await tx.delete(users).where(eq(users.id, userId));
    return { storageKeys, billed, partners };
  });

  endSessionSockets({ userId }, 'revoked');
  for (const partnerId of partners) toUser(partnerId)?.emit('partnerUnavailable', { partnerId: userId, reason: 'left' });
  await Promise.all([
    removeStoredPhotos(storageKeys),
    ...billed.map((subscriptionId) =>
      cancelAtPaypal(subscriptionId, 'Account deleted').catch((err: unknown) =>
        log().error({ err, subscriptionId }, '[account] PayPal did not cancel the subscription of a deleted account; cancel it by hand'),
      ),
    ),
  ]);
  log().info({ userId, via: by.via, photos: storageKeys.length, subscriptions: billed.length }, '[account] deleted');
}
