import { idParams } from '@/lib/schemas/params';
import { route } from '@/lib/server/http';
import { deletePhoto } from '@/lib/server/photos/delete-photo';
import { MSG_MEMBERS } from '@/lib/shared/messages';

export const DELETE = route({ auth: 'member', params: idParams(MSG_MEMBERS.photoNotFound), badParams: 'not_found' }, ({ session, params }) =>
  deletePhoto(session.user.id, params.id),
);
