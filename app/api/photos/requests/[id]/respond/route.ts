import { respondToRequestSchema } from '@/lib/schemas/photos';
import { route } from '@/lib/server/http';
import { paramId } from '@/lib/server/ids';
import { respondToPhotoRequest } from '@/lib/server/photo-requests/answer-request';

export const PUT = route({ auth: 'member', body: respondToRequestSchema }, ({ session, params, body }) =>
  respondToPhotoRequest(session.user.id, paramId(params), body.status),
);
