import { moderationIdParams, removalSchema } from '@/lib/schemas/moderation';
import { route } from '@/lib/server/http';
import { removePhoto } from '@/lib/server/moderation/remove-photo';

export const DELETE = route({ auth: 'admin', params: moderationIdParams, body: removalSchema }, ({ session, params, body }) =>
  removePhoto(session.user.id, params.id, body.reason),
);
