import { route } from '@/lib/server/http';
import { listMembers } from '@/lib/server/users/list-members';
import { memberListQuerySchema } from '@/lib/server/users/list-query';

export const GET = route({ auth: 'member', query: memberListQuerySchema }, ({ session, query }) => listMembers(session.user, query));
