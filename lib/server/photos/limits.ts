/** Upload limits of DESIGN.md section 7; the byte and count limits are shared with the browser's own check. */
export { MAX_PHOTO_BYTES, MAX_PHOTOS_PER_MEMBER } from '@/lib/shared/constants';
/** Decoding is refused above this many pixels (a small file can still be a decompression bomb). */
export const MAX_PHOTO_PIXELS = 40_000_000;
/** Stored photos are scaled down to fit this box; nobody needs more to judge a face. */
export const STORED_PHOTO_EDGE = 2048;
