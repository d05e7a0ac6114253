import { registerSchema } from '@/lib/schemas/auth';
import { register } from '@/lib/server/auth/register';
import { route } from '@/lib/server/http';

export const POST = route({ auth: 'public', body: registerSchema, status: 201 }, ({ body, clientIp }) => register(body, clientIp));
