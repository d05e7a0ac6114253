import { logout } from '@/lib/server/auth/logout';
import { route } from '@/lib/server/http';

export const POST = route({ auth: 'user' }, ({ session }) => logout(session));
