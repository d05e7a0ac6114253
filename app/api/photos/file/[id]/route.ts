import { idParams } from '@/lib/schemas/params';
import { route } from '@/lib/server/http';
import { servePhotoFile } from '@/lib/server/photos/serve-photo-file';
import { MSG_PHOTOS } from '@/lib/shared/messages/photos';

/** Public on purpose: an <img> sends no bearer token; the signed address is the credential. */
export const GET = route({ auth: 'public', params: idParams(MSG_PHOTOS.photoLinkInvalid), badParams: 'forbidden' }, ({ params, request }) =>
  servePhotoFile(params.id, new URL(request.url)),
);
