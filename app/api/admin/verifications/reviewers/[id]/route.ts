import { verificationIdParams, womenReviewerSchema } from '@/lib/schemas/verification';
import { route } from '@/lib/server/http';
import { setWomenReviewer } from '@/lib/server/verification/set-women-reviewer';

export const PUT = route({ auth: 'admin', params: verificationIdParams, badParams: 'not_found', body: womenReviewerSchema }, ({ session, params, body }) =>
  setWomenReviewer(session.user.id, params.id, body.reviewsWomen),
);
