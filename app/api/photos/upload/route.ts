import { route } from '@/lib/server/http';
import { readMultipartImage } from '@/lib/server/photos/read-upload';
import { uploadPhoto } from '@/lib/server/photos/upload-photo';

export const POST = route({ auth: 'member', status: 201 }, async ({ session, request }) => ({
  photo: await uploadPhoto(session.user.id, await readMultipartImage(request)),
}));
