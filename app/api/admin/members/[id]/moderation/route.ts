import { moderationIdParams } from '@/lib/schemas/moderation';
import { route } from '@/lib/server/http';
import { memberModeration } from '@/lib/server/moderation/member-moderation';

export const GET = route({ auth: 'admin', params: moderationIdParams }, ({ session, params }) => memberModeration(session.user.id, params.id));
