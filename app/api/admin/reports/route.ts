import { queueQuerySchema } from '@/lib/schemas/moderation';
import { route } from '@/lib/server/http';
import { listClosedReports } from '@/lib/server/moderation/list-closed';
import { listOpenQueue } from '@/lib/server/moderation/list-queue';

export const GET = route({ auth: 'admin', query: queueQuerySchema }, ({ session, query }) =>
  query.status === 'closed' ? listClosedReports() : listOpenQueue(session.user.id),
);
