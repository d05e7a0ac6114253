import { guardianTokenSchema } from '@/lib/schemas/guardian';
import { viewGuardianLink } from '@/lib/server/guardians/view-link';
import { route } from '@/lib/server/http';

/** A POST although it changes nothing: the token stays out of URLs and access logs. */
export const POST = route({ auth: 'public', body: guardianTokenSchema }, ({ body, clientIp }) => viewGuardianLink(body.token, clientIp));
