import { flagReviewSchema, moderationIdParams } from '@/lib/schemas/moderation';
import { route } from '@/lib/server/http';
import { reviewFlag } from '@/lib/server/moderation/review-flag';

export const POST = route({ auth: 'admin', params: moderationIdParams, body: flagReviewSchema }, ({ session, params, body }) =>
  reviewFlag(session.user.id, params.id, body),
);
