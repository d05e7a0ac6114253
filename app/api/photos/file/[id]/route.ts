import { idParams } from '@/lib/schemas/params';
import { route } from '@/lib/server/http';
import { servePhotoFile } from '@/lib/server/photos/serve-photo-file';
import { MSG_MEMBERS } from '@/lib/shared/messages';

/** Public on purpose: an <img> sends no bearer token; the signed address is the credential. */
export const GET = route({ auth: 'public', params: idParams(MSG_MEMBERS.photoLinkInvalid), badParams: 'forbidden' }, ({ params, request }) =>
  servePhotoFile(params.id, new URL(request.url)),
);
