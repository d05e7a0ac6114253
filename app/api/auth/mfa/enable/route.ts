import { mfaEnableSchema } from '@/lib/schemas/mfa';
import { enableMfa } from '@/lib/server/auth/mfa/enable';
import { route } from '@/lib/server/http';

export const POST = route({ auth: 'user', body: mfaEnableSchema }, ({ session, body }) => enableMfa(session, body.code));
