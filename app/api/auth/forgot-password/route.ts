import { forgotPasswordSchema } from '@/lib/schemas/password';
import { requestPasswordReset } from '@/lib/server/auth/forgot-password';
import { route } from '@/lib/server/http';

export const POST = route({ auth: 'public', body: forgotPasswordSchema }, ({ body, clientIp }) =>
  requestPasswordReset(body.email, clientIp),
);
