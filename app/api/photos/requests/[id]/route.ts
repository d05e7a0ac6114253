import { idParams } from '@/lib/schemas/params';
import { route } from '@/lib/server/http';
import { withdrawPhotoAccess } from '@/lib/server/photo-requests/answer-request';
import { MSG_PHOTOS } from '@/lib/shared/messages/photos';

/** The owner withdraws access she or he granted (or declines a pending request). */
export const DELETE = route({ auth: 'member', params: idParams(MSG_PHOTOS.requestNotFound), badParams: 'not_found' }, ({ session, params }) =>
  withdrawPhotoAccess(session.user.id, params.id),
);
