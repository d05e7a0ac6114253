import { count, eq } from 'drizzle-orm';
import { MSG_PHOTOS } from '@/lib/shared/messages/photos';
import { photos, users } from '@/models';
import { getDb, type Tx } from '../db';
import { AppError } from '../errors';
import { uploadLimit } from '../security/member-limits';
import { consume } from '../security/rate-limit';
import { MAX_PHOTOS_PER_MEMBER } from './limits';
import { presentOwnPhoto } from './present';
import { reencodePhoto } from './reencode';
import { removeStoredPhotos } from './remove-stored-photos';
import { photoStorage } from './storage';

async function photoCount(db: Tx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(photos).where(eq(photos.userId, userId));
  return row?.n ?? 0;
}

const limitReached = () => new AppError('conflict', MSG_PHOTOS.photoLimit);

/** Stores a new photo for the member: checked, re-encoded, counted against the limit. */
export async function uploadPhoto(userId: string, input: Buffer) {
  const db = await getDb();
  // Fail fast before the costly decode; the count is checked again under a lock below.
  if ((await photoCount(db, userId)) >= MAX_PHOTOS_PER_MEMBER) throw limitReached();
  // Reserved before the decode, the costly part, and kept even when the upload is deleted again.
  await consume(db, uploadLimit(userId));
  const image = await reencodePhoto(input);
  const storage = photoStorage();
  const storageKey = storage.newKey();
  await storage.put(storageKey, image.bytes);
  try {
    const photo = await db.transaction(async (tx) => {
      // One upload at a time per member, so two parallel uploads cannot both take the last place.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      if ((await photoCount(tx, userId)) >= MAX_PHOTOS_PER_MEMBER) throw limitReached();
      const [created] = await tx
        .insert(photos)
        .values({ userId, storageKey, contentType: image.contentType, width: image.width, height: image.height, bytes: image.bytes.length })
        .returning();
      return created;
    });
    return presentOwnPhoto(photo);
  } catch (error) {
    await removeStoredPhotos([storageKey]);
    throw error;
  }
}
