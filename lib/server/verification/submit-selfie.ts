import { and, count, eq, sql } from 'drizzle-orm';
import type { PoseId } from '@/lib/shared/messages/verification';
import { MSG_VERIFICATION } from '@/lib/shared/messages/verification';
import { photos, selfiePoseOffers, selfieVerifications, users } from '@/models';
import { now } from '../clock';
import { getDb } from '../db';
import { isUniqueViolation } from '../db-errors';
import { AppError } from '../errors';
import { enqueueJob, nudgeJobs } from '../jobs/tasks';
import { selfieExpiryTask, SELFIE_RETENTION_MS } from '../jobs/selfie-expiry';
import { reencodePhoto } from '../photos/reencode';
import { selfieLimit } from '../security/member-limits';
import { consume } from '../security/rate-limit';
import { removeSelfieBytes, selfieStorage } from './selfie-storage';

const alreadyPending = () => new AppError('conflict', MSG_VERIFICATION.selfiePending);

/** How long after she was shown a pose a selfie in it is taken: long enough to find good light. */
export const POSE_VALID_MS = 30 * 60 * 1000;

/**
 * Queues her selfie for a moderator (202, `pending`): she needs a profile photo to compare it with
 * (400), no selfie already waiting (409) and no photo badge already (409), the pose she was shown
 * last (`offer-pose.ts`) within the last half hour (400), and at most 5 a day (429).
 * The image is re-encoded like a photo (metadata stripped) and stored under the selfies' own
 * folder or prefix; a job deletes the bytes after 30 days if no moderator has decided by then.
 */
export async function submitSelfie(userId: string, upload: { bytes: Buffer; poseId: PoseId }) {
  const db = await getDb();
  const [me] = await db
    .select({ photoVerifiedAt: users.photoVerifiedAt, hasPhotos: sql<boolean>`exists (select 1 from ${photos} where ${photos.userId} = ${userId})` })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (me?.photoVerifiedAt) throw new AppError('conflict', MSG_VERIFICATION.selfieAlreadyVerified);
  if (!me?.hasPhotos) throw new AppError('invalid_input', MSG_VERIFICATION.selfieNeedsPhoto);
  const [waiting] = await db.select({ n: count() }).from(selfieVerifications).where(and(eq(selfieVerifications.userId, userId), eq(selfieVerifications.status, 'pending')));
  if ((waiting?.n ?? 0) > 0) throw alreadyPending();
  const [offer] = await db.select().from(selfiePoseOffers).where(eq(selfiePoseOffers.userId, userId)).limit(1);
  const age = offer ? now().getTime() - offer.offeredAt.getTime() : Infinity;
  if (!offer || offer.poseId !== upload.poseId || age < 0 || age > POSE_VALID_MS) throw new AppError('invalid_input', MSG_VERIFICATION.poseNotOffered);
  await consume(db, selfieLimit(userId));
  const image = await reencodePhoto(upload.bytes);
  const storage = selfieStorage();
  const storageKey = storage.newKey();
  await storage.put(storageKey, image.bytes);
  try {
    await db.transaction(async (tx) => {
      const at = now();
      const [row] = await tx.insert(selfieVerifications).values({ userId, poseId: upload.poseId, storageKey, status: 'pending', createdAt: at }).returning({ id: selfieVerifications.id });
      // One selfie per pose shown: trying again means being shown a new one.
      await tx.delete(selfiePoseOffers).where(eq(selfiePoseOffers.userId, userId));
      await enqueueJob(tx, selfieExpiryTask, { verificationId: row.id, storageKey }, new Date(at.getTime() + SELFIE_RETENTION_MS));
    });
  } catch (error) {
    await removeSelfieBytes([storageKey]);
    // Two selfies sent at once: the partial unique index keeps one waiting.
    if (isUniqueViolation(error)) throw alreadyPending();
    throw error;
  }
  nudgeJobs();
  return { status: 'pending' as const };
}
