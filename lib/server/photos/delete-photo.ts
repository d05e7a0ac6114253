import { and, eq } from 'drizzle-orm';
import { MSG_PHOTOS } from '@/lib/shared/messages/photos';
import { photos } from '@/models';
import { getDb } from '../db';
import { notFound } from '../errors';
import { removeStoredPhotos } from './remove-stored-photos';

/** Only the owner can delete; anyone else learns nothing, not even that the photo exists. */
export async function deletePhoto(userId: string, photoId: string) {
  const db = await getDb();
  const [deleted] = await db
    .delete(photos)
    .where(and(eq(photos.id, photoId), eq(photos.userId, userId)))
    .returning();
  if (!deleted) throw notFound(MSG_PHOTOS.photoNotFound);
  await removeStoredPhotos([deleted.storageKey]);
  return { success: true, _id: deleted.id };
}
