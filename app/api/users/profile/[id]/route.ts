import { route } from '@/lib/server/http';
import { paramId } from '@/lib/server/ids';
import { viewProfile } from '@/lib/server/users/view-profile';

export const GET = route({ auth: 'member' }, ({ session, params }) => viewProfile(session.user, paramId(params)));
