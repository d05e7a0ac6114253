import { and, eq, inArray } from 'drizzle-orm';
import { MSG_PHOTOS } from '@/lib/shared/messages/photos';
import { photoRequests, users, type PhotoRequestStatus } from '@/models';
import { now } from '../clock';
import { getDb } from '../db';
import { AppError } from '../errors';
import { nudgeJobs } from '../jobs/tasks';
import { enqueuePush } from '../push/enqueue-push';
import { presentPhotoRequest } from './present';
import { publishPhotoRequest } from './publish';

const notFound = () => new AppError('not_found', MSG_PHOTOS.requestNotFound);

/**
 * The target changes a request: `respond` answers a pending one (accepted or rejected);
 * `withdraw` turns a pending or granted one into rejected, which stops access at once.
 * The requester can do neither; anyone else is told the request does not exist.
 */
async function changeRequest(userId: string, requestId: string, from: PhotoRequestStatus[], to: PhotoRequestStatus) {
  const db = await getDb();
  const [request] = await db.select().from(photoRequests).where(eq(photoRequests.id, requestId)).limit(1);
  if (!request || (request.targetUserId !== userId && request.requesterId !== userId)) throw notFound();
  if (request.targetUserId !== userId) throw new AppError('forbidden', MSG_PHOTOS.requestOnlyTarget);
  if (!from.includes(request.status)) throw new AppError('conflict', MSG_PHOTOS.requestNotPending);
  const at = now();
  // Taking back access given is not a decline: the requester may ask again at once (rules.ts).
  // Withdrawing a request still pending is one, so it waits like any other.
  const withdrawn = to === 'rejected' && request.status === 'accepted';
  // Conditional on the status just read, so two answers at once cannot both win.
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(photoRequests)
      .set({ status: to, respondedAt: at, withdrawnAt: withdrawn ? at : null })
      .where(and(eq(photoRequests.id, request.id), eq(photoRequests.status, request.status)))
      .returning();
    if (!row) throw new AppError('conflict', MSG_PHOTOS.requestNotPending);
    if (to === 'accepted') await enqueuePush(tx, row.requesterId, { kind: 'photoAccepted', requestId: row.id });
    return row;
  });
  if (to === 'accepted') nudgeJobs();
  const people = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, [updated.requesterId, updated.targetUserId]));
  const byId = new Map(people.map((p) => [p.id, p]));
  const presented = presentPhotoRequest(updated, byId.get(updated.requesterId)!, byId.get(updated.targetUserId)!);
  await publishPhotoRequest('photoRequestUpdated', presented);
  return { request: presented };
}

export const respondToPhotoRequest = (userId: string, requestId: string, status: 'accepted' | 'rejected') =>
  changeRequest(userId, requestId, ['pending'], status);

export const withdrawPhotoAccess = (userId: string, requestId: string) =>
  changeRequest(userId, requestId, ['pending', 'accepted'], 'rejected');
