/** Upload limits of DESIGN.md section 7. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const MAX_PHOTOS_PER_MEMBER = 6;
/** Decoding is refused above this many pixels (a small file can still be a decompression bomb). */
export const MAX_PHOTO_PIXELS = 40_000_000;
/** Stored photos are scaled down to fit this box; nobody needs more to judge a face. */
export const STORED_PHOTO_EDGE = 2048;
