import { route } from '@/lib/server/http';
import { paramId } from '@/lib/server/ids';
import { servePhotoFile } from '@/lib/server/photos/serve-photo-file';

/** Public on purpose: an <img> sends no bearer token; the signed address is the credential. */
export const GET = route({ auth: 'public' }, ({ params, request }) => servePhotoFile(paramId(params), new URL(request.url)));
