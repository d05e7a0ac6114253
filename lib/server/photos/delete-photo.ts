import { and, eq } from 'drizzle-orm';
import { MSG_PHOTOS } from '@/lib/shared/messages/photos';
import { photos } from '@/models';
import { getDb } from '../db';
import { notFound } from '../errors';
import { dropPhotoBadgeIfNoPhotos } from '../verification/drop-photo-badge';
import { removeStoredPhotos } from './remove-stored-photos';

/** Only the owner can delete; anyone else learns nothing, not even that the photo exists. Her last photo takes the photo badge with it. */
export async function deletePhoto(userId: string, photoId: string) {
  const db = await getDb();
  const deleted = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(photos)
      .where(and(eq(photos.id, photoId), eq(photos.userId, userId)))
      .returning();
    if (!row) throw notFound(MSG_PHOTOS.photoNotFound);
    await dropPhotoBadgeIfNoPhotos(tx, userId);
    return row;
  });
  await removeStoredPhotos([deleted.storageKey]);
  return { success: true, _id: deleted.id };
}
