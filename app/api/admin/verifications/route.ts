import { verificationListQuerySchema } from '@/lib/schemas/verification';
import { route } from '@/lib/server/http';
import { listVerifications } from '@/lib/server/verification/list-verifications';

export const GET = route({ auth: 'admin', query: verificationListQuerySchema }, ({ session, query }) => listVerifications(session.user, query.status));
