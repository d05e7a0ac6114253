import { moderationActionSchema, moderationIdParams } from '@/lib/schemas/moderation';
import { route } from '@/lib/server/http';
import { actOnReport } from '@/lib/server/moderation/act-on-report';

export const POST = route({ auth: 'admin', params: moderationIdParams, body: moderationActionSchema }, ({ session, params, body }) =>
  actOnReport(session.user.id, params.id, body),
);
