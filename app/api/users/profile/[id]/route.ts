import { idParams } from '@/lib/schemas/params';
import { route } from '@/lib/server/http';
import { viewProfile } from '@/lib/server/users/view-profile';
import { MSG_MEMBERS } from '@/lib/shared/messages/members';

export const GET = route({ auth: 'member', params: idParams(MSG_MEMBERS.invalidUserProfile) }, ({ session, params }) => viewProfile(session.user, params.id));
