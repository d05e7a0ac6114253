import { mfaDisableSchema } from '@/lib/schemas/mfa';
import { disableMfa } from '@/lib/server/auth/mfa/disable';
import { route } from '@/lib/server/http';

export const POST = route({ auth: 'user', body: mfaDisableSchema }, ({ session, body }) => disableMfa(session, body));
