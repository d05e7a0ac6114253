import { eq } from 'drizzle-orm';
import { MSG_MEMBERS } from '@/lib/shared/messages';
import { users, type UserRow } from '@/models';
import { getDb } from '../db';
import { AppError } from '../errors';
import { photoAccessFor } from '../photos/access';
import { canSeePhotos } from '../photos/access-status';
import { photosOf } from '../photos/own-photos';
import { presentSharedPhoto } from '../photos/present';
import { presentPublicProfile } from './present-public';

/**
 * Another member's profile for the side panel: public fields, the viewer's photo access, and
 * signed photo addresses only when access is granted (else an empty list).
 */
export async function viewProfile(viewer: UserRow, profileId: string) {
  const db = await getDb();
  const [owner] = await db.select().from(users).where(eq(users.id, profileId)).limit(1);
  const isSelf = owner?.id === viewer.id;
  if (!owner || (!isSelf && (owner.isAdmin || owner.suspended))) throw new AppError('not_found', MSG_MEMBERS.profileNotFound);
  const photoAccessStatus = await photoAccessFor(db, viewer.id, owner.id);
  const photos = canSeePhotos(photoAccessStatus) ? (await photosOf(db, owner.id)).map((p) => presentSharedPhoto(p, viewer.id)) : [];
  return { ...presentPublicProfile(owner), photoAccessStatus, photos };
}
