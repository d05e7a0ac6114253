import { moderationIdParams, removalSchema } from '@/lib/schemas/moderation';
import { route } from '@/lib/server/http';
import { messageEvidence } from '@/lib/server/moderation/message-evidence';
import { removeMessage } from '@/lib/server/moderation/remove-message';

export const GET = route({ auth: 'admin', params: moderationIdParams }, ({ session, params }) => messageEvidence(session.user.id, params.id));

export const DELETE = route({ auth: 'admin', params: moderationIdParams, body: removalSchema }, ({ session, params, body }) =>
  removeMessage(session.user.id, params.id, body.reason),
);
