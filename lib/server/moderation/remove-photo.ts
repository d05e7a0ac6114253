import { eq } from 'drizzle-orm';
import { MSG_MODERATION } from '@/lib/shared/messages/moderation';
import { photos, users } from '@/models';
import { recordAudit } from '../admin/audit';
import { getDb } from '../db';
import { notFound } from '../errors';
import { enqueueMail, nudgeOutbox } from '../mail/outbox';
import { photoRemovedMail } from '../mail/templates/moderation';
import { removeStoredPhotos } from '../photos/remove-stored-photos';
import { dropPhotoBadgeIfNoPhotos } from '../verification/drop-photo-badge';

/** Deletes a member's photo and its file, and emails the owner the reason. */
export async function removePhoto(actorId: string, photoId: string, reason: string) {
  const db = await getDb();
  const removed = await db.transaction(async (tx) => {
    const [photo] = await tx.delete(photos).where(eq(photos.id, photoId)).returning();
    if (!photo) throw notFound(MSG_MODERATION.photoNotFound);
    await dropPhotoBadgeIfNoPhotos(tx, photo.userId);
    const [owner] = await tx.select().from(users).where(eq(users.id, photo.userId)).limit(1);
    await enqueueMail(tx, await photoRemovedMail(owner, reason));
    await recordAudit(tx, {
      actorId,
      action: 'moderation.photo.remove',
      reason,
      targetUserId: photo.userId,
      before: { photoId: photo.id, createdAt: photo.createdAt.toISOString(), width: photo.width, height: photo.height, bytes: photo.bytes },
    });
    return photo;
  });
  // The row is gone once committed, so no address can reach the file even before it is deleted.
  await removeStoredPhotos([removed.storageKey]);
  nudgeOutbox();
  return { success: true, _id: removed.id };
}
