import { mfaStatus } from '@/lib/server/auth/mfa/status';
import { route } from '@/lib/server/http';

// The `user` level: an admin who must still set up a second factor reaches these; the services check for an admin.
export const GET = route({ auth: 'user' }, ({ session }) => mfaStatus(session));
