import { idParams } from '@/lib/schemas/params';
import { route } from '@/lib/server/http';
import { viewProfile } from '@/lib/server/users/view-profile';
import { MSG } from '@/lib/shared/messages';

export const GET = route({ auth: 'member', params: idParams(MSG.invalidUserProfile) }, ({ session, params }) => viewProfile(session.user, params.id));
