import { sessionUser } from '@/lib/server/auth/me';
import { route } from '@/lib/server/http';

/** The session check: the signed-in user as the server sees them now. */
export const GET = route({ auth: 'user' }, ({ session }) => sessionUser(session));
