import { route } from '@/lib/server/http';
import { listOwnPhotos } from '@/lib/server/photos/own-photos';
import { readDataUrlImage } from '@/lib/server/photos/read-upload';
import { uploadPhoto } from '@/lib/server/photos/upload-photo';

export const GET = route({ auth: 'member' }, ({ session }) => listOwnPhotos(session.user.id));

/** The alternate upload: a data URL in JSON, answered with `{ photoId, url }`. */
export const POST = route({ auth: 'member', status: 201 }, async ({ session, request }) => {
  const photo = await uploadPhoto(session.user.id, await readDataUrlImage(request));
  return { photoId: photo._id, url: photo.url };
});
