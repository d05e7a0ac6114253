import { and, eq } from 'drizzle-orm';
import { photoRequests } from '@/models';
import type { Tx } from '../db';
import { photoAccessStatus, type PhotoAccessStatus } from './access-status';

/** The viewer's access to the owner's photos, as the database says now. */
export async function photoAccessFor(db: Tx, viewerId: string, ownerId: string): Promise<PhotoAccessStatus> {
  if (viewerId === ownerId) return 'granted_self';
  const [request] = await db
    .select({ status: photoRequests.status })
    .from(photoRequests)
    .where(and(eq(photoRequests.requesterId, viewerId), eq(photoRequests.targetUserId, ownerId)))
    .limit(1);
  return photoAccessStatus(viewerId, ownerId, request);
}
