import { loginSchema } from '@/lib/schemas/auth';
import { login } from '@/lib/server/auth/login';
import { route } from '@/lib/server/http';

export const POST = route({ auth: 'public', body: loginSchema }, ({ body, clientIp }) => login(body, clientIp));
