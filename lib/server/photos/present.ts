import type { PhotoRow } from '@/models';
import { photoUrls } from './signed-url';

/** A photo in its owner's own list (SPEC.md section 3: `_id` and an image address). */
export function presentOwnPhoto(photo: PhotoRow) {
  return { _id: photo.id, url: photoUrls().sign(photo.id, photo.userId), createdAt: photo.createdAt.toISOString() };
}

/** A photo on someone else's profile; call only after the access check. */
export function presentSharedPhoto(photo: PhotoRow, viewerId: string) {
  return { id: photo.id, url: photoUrls().sign(photo.id, viewerId) };
}
