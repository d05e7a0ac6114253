import { asc, eq } from 'drizzle-orm';
import { photos, type PhotoRow } from '@/models';
import type { Tx } from '../db';
import { getDb } from '../db';
import { MAX_PHOTOS_PER_MEMBER } from './limits';
import { presentOwnPhoto } from './present';

export function photosOf(db: Tx, userId: string): Promise<PhotoRow[]> {
  return db.select().from(photos).where(eq(photos.userId, userId)).orderBy(asc(photos.createdAt)).limit(MAX_PHOTOS_PER_MEMBER);
}

export async function listOwnPhotos(userId: string) {
  return (await photosOf(await getDb(), userId)).map(presentOwnPhoto);
}
