import { route } from '@/lib/server/http';
import { listBlocked } from '@/lib/server/safety/list-blocked';

export const GET = route({ auth: 'member' }, ({ session }) => listBlocked(session.user));
