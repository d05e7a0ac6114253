import { feedReviewedSchema } from '@/lib/schemas/moderation';
import { route } from '@/lib/server/http';
import { markFeedReviewed } from '@/lib/server/moderation/mark-reviewed';

export const POST = route({ auth: 'admin', body: feedReviewedSchema }, ({ session, body }) => markFeedReviewed(session.user.id, body));
