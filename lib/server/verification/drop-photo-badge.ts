import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { photos, users } from '@/models';
import type { Tx } from '../db';

/** The photo badge vouches for her photos: with the last one gone it goes too (in the deletion's transaction). */
export async function dropPhotoBadgeIfNoPhotos(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(users)
    .set({ photoVerifiedAt: null })
    .where(and(eq(users.id, userId), isNotNull(users.photoVerifiedAt), sql`not exists (select 1 from ${photos} where ${photos.userId} = ${userId})`));
}
