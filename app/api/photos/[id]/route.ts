import { idParams } from '@/lib/schemas/params';
import { route } from '@/lib/server/http';
import { deletePhoto } from '@/lib/server/photos/delete-photo';
import { MSG_PHOTOS } from '@/lib/shared/messages/photos';

export const DELETE = route({ auth: 'member', params: idParams(MSG_PHOTOS.photoNotFound), badParams: 'not_found' }, ({ session, params }) =>
  deletePhoto(session.user.id, params.id),
);
