import { route } from '@/lib/server/http';
import { listMembers } from '@/lib/server/users/list-members';
import { parseMemberListQuery } from '@/lib/server/users/list-query';

export const GET = route({ auth: 'member' }, ({ session, request }) => listMembers(session.user, parseMemberListQuery(new URL(request.url).searchParams)));
