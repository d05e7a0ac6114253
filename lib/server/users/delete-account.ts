import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { MSG_ACCOUNT_DELETION } from '@/lib/shared/messages/account';
import { conversations, outbox, photos, sanctions, selfieVerifications, subscriptions, users } from '@/models';
import { recordAudit } from '../admin/audit';
import { now } from '../clock';
import { getDb } from '../db';
import { forbidden, notFound } from '../errors';
import { keptReportsExpiryTask } from '../jobs/kept-reports-expiry';
import { enqueueJob, nudgeJobs } from '../jobs/tasks';
import { log } from '../logger';
import { rememberBannedEmail } from '../moderation/banned-emails';
import { keptReportsExpireAt, snapshotReportsAbout } from '../moderation/keep-reports';
import { removeStoredPhotos } from '../photos/remove-stored-photos';
import { otherMember } from '../chats/pair';
import { endSessionSockets, toUser } from '../realtime/emit';
import { CANCELLABLE, cancelAtPaypal } from '../subscriptions/cancel-at-paypal';
import { removeSelfieBytes } from '../verification/selfie-storage';

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
 * A banned member (a ban not lifted) leaves her normalised address behind as a keyed hash, so it
 * cannot register again; reports about her keep a snapshot of her name and the reported words for
 * moderators, and a job due 12 months later removes them (moderation/keep-reports.ts).
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
  const { storageKeys, selfieKeys, billed, partners } = await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, isAdmin: users.isAdmin, email: users.email, firstName: users.firstName, lastName: users.lastName })
      .from(users).where(eq(users.id, userId)).for('update').limit(1);
    if (!user) throw notFound(MSG_ACCOUNT_DELETION.profileNotFound);
    if (user.isAdmin) throw forbidden(by.via === 'self' ? MSG_ACCOUNT_DELETION.adminSelfRefused : MSG_ACCOUNT_DELETION.cannotDeleteAdmin);
    const storageKeys = (await tx.select({ key: photos.storageKey }).from(photos).where(eq(photos.userId, userId))).map((row) => row.key);
    // A verification selfie still kept goes with her too (its row cascades away).
    const selfieKeys = (await tx.select({ key: selfieVerifications.storageKey }).from(selfieVerifications).where(eq(selfieVerifications.userId, userId)))
      .map((row) => row.key)
      .filter((key): key is string => key !== null);
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
    const deletedAt = now();
    // A ban outlives the account: her address, as a keyed hash, cannot register again.
    const [ban] = await tx
      .select({ id: sanctions.id })
      .from(sanctions)
      .where(and(eq(sanctions.userId, userId), eq(sanctions.kind, 'ban'), isNull(sanctions.liftedAt)))
      .limit(1);
    if (ban) await rememberBannedEmail(tx, user.email);
    // Reports about her stay for moderation, with her name and the reported words, for 12 months.
    const keptReports = await snapshotReportsAbout(tx, user, deletedAt);
    if (keptReports.length > 0) await enqueueJob(tx, keptReportsExpiryTask, { reportIds: keptReports }, keptReportsExpireAt(deletedAt));
    await recordAudit(tx, {
      actorId: by.actorId,
      action: 'account.delete',
      reason: by.reason,
      targetUserId: userId,
      before: { userId, deletedBy: by.via, banned: Boolean(ban), reportsKept: keptReports.length, photos: storageKeys.length, subscriptionsCancelled: billed.length, pendingMailDropped: dropped.filter((row) => row.status === 'pending').length, mailCopiesDeleted: dropped.length },
    });
    await tx.delete(users).where(eq(users.id, userId));
    return { storageKeys, selfieKeys, billed, partners };
  });

  nudgeJobs();
  await endSessionSockets({ userId }, 'revoked');
  for (const partnerId of partners) toUser(partnerId)?.emit('partnerUnavailable', { partnerId: userId, reason: 'left' });
  await Promise.all([
    removeStoredPhotos(storageKeys),
    removeSelfieBytes(selfieKeys),
    ...billed.map((subscriptionId) =>
      cancelAtPaypal(subscriptionId, 'Account deleted').catch((err: unknown) =>
        log().error({ err, subscriptionId }, '[account] PayPal did not cancel the subscription of a deleted account; cancel it by hand'),
      ),
    ),
  ]);
  log().info({ userId, via: by.via, photos: storageKeys.length, subscriptions: billed.length }, '[account] deleted');
}
