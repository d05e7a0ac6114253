import { and, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { feedReviewedSchema } from '@/lib/schemas/moderation';
import { photos, users } from '@/models';
import { recordAudit } from '../admin/audit';
import { now } from '../clock';
import { getDb } from '../db';

/** Post-moderation: new photos and changed profile texts an admin has looked at leave the feed. */
export async function markFeedReviewed(actorId: string, input: z.output<typeof feedReviewedSchema>) {
  const db = await getDb();
  const at = now();
  return db.transaction(async (tx) => {
    const reviewedPhotos = input.photoIds.length
      ? await tx
          .update(photos)
          .set({ reviewedAt: at, reviewedBy: actorId })
          .where(and(inArray(photos.id, input.photoIds), isNull(photos.reviewedAt)))
          .returning({ id: photos.id })
      : [];
    const reviewedTexts = input.profileIds.length
      ? await tx
          .update(users)
          .set({ profileTextPendingSince: null })
          .where(and(inArray(users.id, input.profileIds), isNotNull(users.profileTextPendingSince)))
          .returning({ id: users.id })
      : [];
    const after = { photoIds: reviewedPhotos.map((p) => p.id), profileIds: reviewedTexts.map((u) => u.id) };
    if (after.photoIds.length || after.profileIds.length) await recordAudit(tx, { actorId, action: 'moderation.feed.reviewed', after });
    return after;
  });
}
