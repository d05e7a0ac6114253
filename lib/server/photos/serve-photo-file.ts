import { eq } from 'drizzle-orm';
import { MSG_PHOTOS } from '@/lib/shared/messages/photos';
import { photos, users } from '@/models';
import { getDb, type Tx } from '../db';
import { AppError } from '../errors';
import { photoAccessFor } from './access';
import { canSeePhotos } from './access-status';
import { photoUrls } from './signed-url';
import { photoStorage } from './storage';
import { now } from '../clock';

const refused = () => new AppError('forbidden', MSG_PHOTOS.photoLinkInvalid);

/** Moderators see every photo (the moderation queue signs addresses for them). */
async function isAdmin(db: Tx, userId: string): Promise<boolean> {
  const [row] = await db.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.isAdmin === true;
}

/**
 * The bytes behind a signed photo address. The signature names the viewer it was issued to, and
 * the grant is checked again here, so withdrawing access stops even addresses already handed out.
 */
export async function servePhotoFile(photoId: string, url: URL): Promise<Response> {
  const claims = photoUrls().verify(photoId, url.searchParams);
  if (!claims) throw refused();
  const db = await getDb();
  const [photo] = await db.select().from(photos).where(eq(photos.id, photoId)).limit(1);
  if (!photo) throw new AppError('not_found', MSG_PHOTOS.photoNotFound);
  if (!canSeePhotos(await photoAccessFor(db, claims.viewerId, photo.userId)) && !(await isAdmin(db, claims.viewerId))) throw refused();
  const stored = await photoStorage().get(photo.storageKey);
  if (!stored) throw new AppError('not_found', MSG_PHOTOS.photoNotFound);
  const maxAge = Math.max(0, claims.expiresAt - Math.floor(now().getTime() / 1000));
  // Streamed from the store, never buffered whole: only this check stands between a viewer and the bytes.
  return new Response(stored.body, {
    headers: {
      'Content-Type': photo.contentType,
      'Content-Length': String(stored.size),
      'Cache-Control': `private, max-age=${maxAge}`,
      'X-Content-Type-Options': 'nosniff',
      'Cross-Origin-Resource-Policy': 'same-origin',
      'Content-Disposition': 'inline',
    },
  });
}
