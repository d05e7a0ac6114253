import { dataUrlPhotoSchema } from '@/lib/schemas/photos';
import { validate } from '@/lib/schemas/validate';
import { MSG, MSG_MEMBERS } from '@/lib/shared/messages';
import { AppError } from '../errors';
import { MAX_PHOTO_BYTES } from './limits';

/** Room for the multipart boundaries and headers around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;
/** A data URL carries the bytes in base64: four characters for every three bytes. */
const MAX_DATA_URL_BODY = Math.ceil((MAX_PHOTO_BYTES * 4) / 3) + MULTIPART_OVERHEAD;

const tooLarge = () => new AppError('too_large', MSG_MEMBERS.photoTooLarge);
const nothingChosen = () => new AppError('invalid_input', MSG.photoSelect);

/** The body, refused with 413 as soon as it passes `max` bytes, whatever Content-Length claimed. */
async function readCapped(request: Request, max: number): Promise<Buffer> {
  if (Number(request.headers.get('content-length') ?? 0) > max) throw tooLarge();
  if (!request.body) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let total = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(Buffer.from(value));
  }
  return Buffer.concat(chunks, total);
}

/** `POST /api/photos/upload`: the file in multipart field `image`. */
export async function readMultipartImage(request: Request): Promise<Buffer> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) throw nothingChosen();
  const body = await readCapped(request, MAX_PHOTO_BYTES + MULTIPART_OVERHEAD);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw nothingChosen();
  }
  const file = form.get('image');
  if (!file || typeof file === 'string' || file.size === 0) throw nothingChosen();
  if (file.size > MAX_PHOTO_BYTES) throw tooLarge();
  return Buffer.from(await file.arrayBuffer());
}

/** `POST /api/photos`: `{ photo: 'data:image/...;base64,...' }`. */
export async function readDataUrlImage(request: Request): Promise<Buffer> {
  const raw = (await readCapped(request, MAX_DATA_URL_BODY)).toString('utf8');
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new AppError('invalid_input', MSG.invalidJson);
  }
  const result = validate(dataUrlPhotoSchema, parsed);
  if (!result.ok) throw new AppError('invalid_input', result.message);
  const bytes = Buffer.from(result.data.photo.slice(result.data.photo.indexOf(',') + 1), 'base64');
  if (bytes.length === 0) throw nothingChosen();
  if (bytes.length > MAX_PHOTO_BYTES) throw tooLarge();
  return bytes;
}
