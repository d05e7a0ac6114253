import { startMfaSetup } from '@/lib/server/auth/mfa/setup';
import { route } from '@/lib/server/http';

export const POST = route({ auth: 'user' }, ({ session }) => startMfaSetup(session));
