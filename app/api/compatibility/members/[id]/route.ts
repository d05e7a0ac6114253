import { idParams } from '@/lib/schemas/params';
import { route } from '@/lib/server/http';
import { compatibilityWith } from '@/lib/server/compatibility/compatibility-with';
import { MSG_MEMBERS } from '@/lib/shared/messages/members';

export const GET = route({ auth: 'member', params: idParams(MSG_MEMBERS.invalidUserProfile) }, ({ session, params }) => compatibilityWith(session.user, params.id));
