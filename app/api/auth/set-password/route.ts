import { setPasswordSchema } from '@/lib/schemas/password';
import { setPasswordWithLink } from '@/lib/server/auth/password-links';
import { route } from '@/lib/server/http';

export const POST = route({ auth: 'public', body: setPasswordSchema }, ({ body, clientIp }) => setPasswordWithLink(body.token, body.password, clientIp));
