import { and, eq, sql } from 'drizzle-orm';
import { isUniqueViolation } from '@/lib/server/db-errors';
import { MSG_MEMBERS } from '@/lib/shared/messages/members';
import { MSG_PHOTOS } from '@/lib/shared/messages/photos';
import { MSG_SAFETY } from '@/lib/shared/messages/safety';
import { photoRequests, users, type UserRow } from '@/models';
import { assertEmailVerified } from '../account-email/require-verified';
import { now } from '../clock';
import { getDb } from '../db';
import { AppError } from '../errors';
import { notifyGuardian } from '../guardians/notify-guardian';
import { nudgeJobs } from '../jobs/tasks';
import { nudgeOutbox } from '../mail/outbox';
import { enqueuePush } from '../push/enqueue-push';
import { consume } from '../security/rate-limit';
import { assertMayContact } from '../safety/assert-may-contact';
import { listableForSql, reachableSql } from '../safety/contactable';
import { newContactLimitFor } from '../safety/new-contact-limit';
import { presentPhotoRequest } from './present';
import { publishPhotoRequest } from './publish';
import { mayAskAgain } from './rules';

/**
 * A member asks another to share her or his photos: only someone Find Matches lists for them
 * (safety/contactable.ts), as for a new conversation. A woman's guardian is told in the same
 * transaction, so the request and the notice exist together or not at all.
 */
export async function createPhotoRequest(requester: UserRow, targetUserId: string) {
  if (requester.isAdmin) throw new AppError('forbidden', MSG_PHOTOS.requestByAdmin);
  if (targetUserId === requester.id) throw new AppError('invalid_input', MSG_PHOTOS.requestToSelf);
  assertEmailVerified(requester);
  const db = await getDb();
  const at = now();
  const [found] = await db
    .select({ target: users, reachable: sql<boolean>`${reachableSql(at)}`, listable: sql<boolean>`${listableForSql(requester, at)}` })
    .from(users)
    .where(eq(users.id, targetUserId))
    .limit(1);
  if (!found || found.target.isAdmin || !found.reachable) throw new AppError('not_found', MSG_MEMBERS.invalidUserProfile);
  const { target } = found;
  if (target.gender === requester.gender) throw new AppError('invalid_input', MSG_PHOTOS.requestSameGender);
  // Only someone Find Matches shows the requester; a block keeps its own message.
  if (!found.listable) {
    await assertMayContact(db, requester.id, target.id, MSG_SAFETY.cannotRequestPhotos);
    throw new AppError('not_found', MSG_MEMBERS.invalidUserProfile);
  }

  try {
    const request = await db.transaction(async (tx) => {
      await assertMayContact(tx, requester.id, target.id, MSG_SAFETY.cannotRequestPhotos);
      const [existing] = await tx
        .select()
        .from(photoRequests)
        .where(and(eq(photoRequests.requesterId, requester.id), eq(photoRequests.targetUserId, target.id)))
        .for('update');
      let saved;
      if (!existing) {
        [saved] = await tx.insert(photoRequests).values({ requesterId: requester.id, targetUserId: target.id }).returning();
      } else if (existing.status === 'pending') {
        throw new AppError('conflict', MSG_PHOTOS.requestExists);
      } else if (existing.status === 'accepted') {
        throw new AppError('conflict', MSG_PHOTOS.requestAccepted);
      } else if (!mayAskAgain(existing)) {
        throw new AppError('conflict', MSG_PHOTOS.requestRejectedRecently);
      } else {
        [saved] = await tx
          .update(photoRequests)
          .set({ status: 'pending', createdAt: now(), respondedAt: null, withdrawnAt: null })
          .where(eq(photoRequests.id, existing.id))
          .returning();
      }
      // Counted once the request is sure to be made; the transaction takes it back on failure.
      await consume(tx, await newContactLimitFor(tx, requester.id));
      await notifyGuardian(tx, { kind: 'photo_request', ward: target, requester });
      await enqueuePush(tx, target.id, { kind: 'photoRequest', requestId: saved.id });
      return saved;
    });
    nudgeOutbox();
    nudgeJobs();
    const presented = presentPhotoRequest(request, requester, target);
    await publishPhotoRequest('photoRequest', presented);
    return { request: presented };
  } catch (error) {
    // Two requests raced past the check above; the unique index let only one through.
    if (isUniqueViolation(error)) throw new AppError('conflict', MSG_PHOTOS.requestExists);
    throw error;
  }
}
