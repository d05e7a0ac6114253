import { eq, sql } from 'drizzle-orm';
import { MSG_VERIFICATION } from '@/lib/shared/messages/verification';
import { photos, selfieVerifications, users, type UserRow } from '@/models';
import { recordAudit } from '../admin/audit';
import { now } from '../clock';
import { getDb } from '../db';
import { AppError, notFound } from '../errors';
import { log } from '../logger';
import { enqueueMail, nudgeOutbox } from '../mail/outbox';
import { selfieOutcomeMail } from '../mail/templates/verification';
import { removeSelfieBytes } from './selfie-storage';
import { mayReview } from './women-routing';

type Admin = Pick<UserRow, 'id' | 'reviewsWomenVerifications'>;

/**
 * A moderator's decision on a waiting selfie: approve (she gets the photo badge) or refuse with a
 * reason; either way she is emailed the outcome and the selfie's bytes are deleted after the
 * commit (the row forgets the key in the same transaction, so nothing can serve them meanwhile).
 * A decided selfie is a 409; a woman's selfie is a 404 to an admin it is not routed to.
 */
export async function decideVerification(admin: Admin, verificationId: string, decision: { approve: boolean; reason: string | null }) {
  const db = await getDb();
  const { key, approved } = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ selfie: selfieVerifications, owner: users, hasPhotos: sql<boolean>`exists (select 1 from ${photos} where ${photos.userId} = ${selfieVerifications.userId})` })
      .from(selfieVerifications)
      .innerJoin(users, eq(users.id, selfieVerifications.userId))
      .where(eq(selfieVerifications.id, verificationId))
      .for('update', { of: selfieVerifications })
      .limit(1);
    if (!row || !(await mayReview(tx, admin, row.owner.gender))) throw notFound(MSG_VERIFICATION.verificationNotFound);
    if (row.selfie.status !== 'pending') throw new AppError('conflict', MSG_VERIFICATION.alreadyDecided);
    if (decision.approve && !row.hasPhotos) throw new AppError('conflict', MSG_VERIFICATION.memberHasNoPhotos);
    const at = now();
    await tx
      .update(selfieVerifications)
      .set({ status: decision.approve ? 'approved' : 'rejected', reason: decision.reason, decidedBy: admin.id, decidedAt: at, storageKey: null, bytesDeletedAt: at })
      .where(eq(selfieVerifications.id, verificationId));
    if (decision.approve) await tx.update(users).set({ photoVerifiedAt: at }).where(eq(users.id, row.owner.id));
    await enqueueMail(tx, await selfieOutcomeMail(row.owner, decision.approve, decision.reason));
    await recordAudit(tx, {
      actorId: admin.id,
      action: decision.approve ? 'verification.selfie.approve' : 'verification.selfie.refuse',
      reason: decision.reason ?? undefined,
      targetUserId: row.owner.id,
      before: { verificationId, poseId: row.selfie.poseId, createdAt: row.selfie.createdAt.toISOString() },
    });
    return { key: row.selfie.storageKey, approved: decision.approve };
  });
  if (key) await removeSelfieBytes([key]);
  nudgeOutbox();
  log().info({ verificationId, approved }, '[verification] selfie decided');
  return { id: verificationId, status: approved ? ('approved' as const) : ('rejected' as const) };
}
