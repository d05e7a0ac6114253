import { ownGuardian } from '@/lib/server/guardians/own-guardian';
import { route } from '@/lib/server/http';

export const GET = route({ auth: 'user' }, ({ session }) => ownGuardian(session.user));
