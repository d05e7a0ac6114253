import { idParams } from '@/lib/schemas/params';
import { respondToRequestSchema } from '@/lib/schemas/photos';
import { route } from '@/lib/server/http';
import { respondToPhotoRequest } from '@/lib/server/photo-requests/answer-request';
import { MSG_PHOTOS } from '@/lib/shared/messages/photos';

export const PUT = route(
  { auth: 'member', params: idParams(MSG_PHOTOS.requestNotFound), badParams: 'not_found', body: respondToRequestSchema },
  ({ session, params, body }) => respondToPhotoRequest(session.user.id, params.id, body.status),
);
