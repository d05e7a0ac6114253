import { and, eq } from 'drizzle-orm';
import { photoRequests } from '@/models';
import type { Tx } from '../db';
import { photoAccessStatus, type PhotoAccessStatus } from './access-status';

/** The one request the viewer sent the owner, if any: what the owner's photos are to the viewer. */
export async function photoRequestOf(db: Tx, viewerId: string, ownerId: string) {
  const [request] = await db
    .select({ status: photoRequests.status, respondedAt: photoRequests.respondedAt, withdrawnAt: photoRequests.withdrawnAt })
    .from(photoRequests)
    .where(and(eq(photoRequests.requesterId, viewerId), eq(photoRequests.targetUserId, ownerId)))
    .limit(1);
  return request;
}

/** The viewer's access to the owner's photos, as the database says now. */
export async function photoAccessFor(db: Tx, viewerId: string, ownerId: string): Promise<PhotoAccessStatus> {
  if (viewerId === ownerId) return 'granted_self';
  return photoAccessStatus(viewerId, ownerId, await photoRequestOf(db, viewerId, ownerId));
}
