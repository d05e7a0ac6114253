import { guardianTokenSchema } from '@/lib/schemas/guardian';
import { respondAsGuardian } from '@/lib/server/guardians/respond';
import { route } from '@/lib/server/http';

/** RFC 8058 one-click unsubscribe from the List-Unsubscribe header: a POST whose form body says only "One-Click". */
export const POST = route({ auth: 'public', query: guardianTokenSchema }, ({ query, clientIp }) => respondAsGuardian({ token: query.token, action: 'unsubscribe' }, clientIp));
