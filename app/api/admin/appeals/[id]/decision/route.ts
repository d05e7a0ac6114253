import { appealDecisionSchema, moderationIdParams } from '@/lib/schemas/moderation';
import { route } from '@/lib/server/http';
import { decideAppeal } from '@/lib/server/moderation/decide-appeal';

export const POST = route({ auth: 'admin', params: moderationIdParams, body: appealDecisionSchema }, ({ session, params, body }) =>
  decideAppeal(session.user.id, params.id, body),
);
