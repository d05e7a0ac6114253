import { mfaLoginSchema } from '@/lib/schemas/mfa';
import { completeMfaLogin } from '@/lib/server/auth/mfa/login-step';
import { route } from '@/lib/server/http';

export const POST = route({ auth: 'public', body: mfaLoginSchema }, ({ body }) => completeMfaLogin(body));
