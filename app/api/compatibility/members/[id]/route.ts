import { idParams } from '@/lib/schemas/params';
import { route } from '@/lib/server/http';
import { compatibilityWith } from '@/lib/server/compatibility/compatibility-with';
import { MSG } from '@/lib/shared/messages';

export const GET = route({ auth: 'member', params: idParams(MSG.invalidUserProfile) }, ({ session, params }) => compatibilityWith(session.user, params.id));
