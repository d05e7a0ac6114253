import { guardianRespondSchema } from '@/lib/schemas/guardian';
import { respondAsGuardian } from '@/lib/server/guardians/respond';
import { route } from '@/lib/server/http';

export const POST = route({ auth: 'public', body: guardianRespondSchema }, ({ body, clientIp }) => respondAsGuardian(body, clientIp));
