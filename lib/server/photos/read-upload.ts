import { dataUrlPhotoSchema } from '@/lib/schemas/photos';
import { validate } from '@/lib/schemas/validate';
import { MSG_PHOTOS } from '@/lib/shared/messages/photos';
import { parseJsonObject, readCapped } from '../body';
import { AppError } from '../errors';
import { MAX_PHOTO_BYTES } from './limits';

/** Room for the multipart boundaries, headers and small fields around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;
/** A data URL carries the bytes in base64: four characters for every three bytes. */
const MAX_DATA_URL_BODY = Math.ceil((MAX_PHOTO_BYTES * 4) / 3) + MULTIPART_OVERHEAD;

const tooLarge = () => new AppError('too_large', MSG_PHOTOS.photoTooLarge);
const nothingChosen = () => new AppError('invalid_input', MSG_PHOTOS.photoSelect);

/**
 * A multipart form of at most one photo (and small fields), read with the photos' size cap; the
 * image file in `field`, refused with `nothingChosen` when absent, empty or not a form. The photo
 * upload and the selfie (verification/read-selfie.ts) both read theirs here.
 */
export async function readPhotoForm(request: Request, field: string, nothingChosen: () => AppError): Promise<{ form: FormData; bytes: () => Promise<Buffer> }> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) throw nothingChosen();
  const body = await readCapped(request, MAX_PHOTO_BYTES + MULTIPART_OVERHEAD, tooLarge);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw nothingChosen();
  }
  return {
    form,
    async bytes() {
      const file = form.get(field);
      if (!file || typeof file === 'string' || file.size === 0) throw nothingChosen();
      if (file.size > MAX_PHOTO_BYTES) throw tooLarge();
      return Buffer.from(await file.arrayBuffer());
    },
  };
}

/** `POST /api/photos/upload`: the file in multipart field `image`. */
export async function readMultipartImage(request: Request): Promise<Buffer> {
  return (await readPhotoForm(request, 'image', nothingChosen)).bytes();
}

/** `POST /api/photos`: `{ photo: 'data:image/...;base64,...' }`. */
export async function readDataUrlImage(request: Request): Promise<Buffer> {
  const parsed = parseJsonObject((await readCapped(request, MAX_DATA_URL_BODY, tooLarge)).toString('utf8'));
  const result = validate(dataUrlPhotoSchema, parsed);
  if (!result.ok) throw new AppError('invalid_input', result.message);
  const bytes = Buffer.from(result.data.photo.slice(result.data.photo.indexOf(',') + 1), 'base64');
  if (bytes.length === 0) throw nothingChosen();
  if (bytes.length > MAX_PHOTO_BYTES) throw tooLarge();
  return bytes;
}
