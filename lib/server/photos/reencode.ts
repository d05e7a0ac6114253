import { MSG_PHOTOS } from '@/lib/shared/messages/photos';
import { AppError } from '../errors';
import { MAX_PHOTO_PIXELS, STORED_PHOTO_EDGE } from './limits';

/** Raster formats a phone or a camera produces; SVG and everything else are refused. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif', 'tiff']);

export interface StoredImage {
  bytes: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
}

/**
 * Decides by content what the upload is, then re-encodes it to WebP: upright (EXIF orientation
 * applied), scaled to fit, and with every piece of metadata (EXIF, GPS, XMP, ICC) left behind,
 * so nothing but pixels ever leaves the server and a polyglot file loses its other half.
 */
export async function reencodePhoto(input: Buffer): Promise<StoredImage> {
  // Loaded on the first photo, not at start-up: it is a sixth of a second of CPU that a node
  // which never receives a photo (and every test server) would spend for nothing.
  const { default: sharp } = await import('sharp');
  let format: string | undefined;
  let pixels: number;
  try {
    // Reads the header only; nothing is decoded yet.
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    format = meta.format;
    pixels = (meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0);
  } catch {
    throw new AppError('invalid_input', MSG_PHOTOS.photoNotImage);
  }
  if (!format || !ACCEPTED_FORMATS.has(format) || pixels <= 0) throw new AppError('invalid_input', MSG_PHOTOS.photoNotImage);
  if (pixels > MAX_PHOTO_PIXELS) throw new AppError('invalid_input', MSG_PHOTOS.photoTooManyPixels);

  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: STORED_PHOTO_EDGE, height: STORED_PHOTO_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: 'image/webp', width: info.width, height: info.height };
  } catch {
    throw new AppError('invalid_input', MSG_PHOTOS.photoNotImage);
  }
}
