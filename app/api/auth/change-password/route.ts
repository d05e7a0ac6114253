import { changePasswordSchema } from '@/lib/schemas/password';
import { changePassword } from '@/lib/server/auth/change-password';
import { route } from '@/lib/server/http';

export const POST = route({ auth: 'user', body: changePasswordSchema }, ({ session, body }) => changePassword(session, body));
