import { moderationIdParams } from '@/lib/schemas/moderation';
import { route } from '@/lib/server/http';
import { reportEvidence } from '@/lib/server/moderation/report-evidence';

export const GET = route({ auth: 'admin', params: moderationIdParams }, ({ session, params }) => reportEvidence(session.user.id, params.id));
