import { mfaSetupRequired } from '@/lib/server/auth/session';
import { route } from '@/lib/server/http';
import { presentOwnUser } from '@/lib/server/users/present';

/** The session check: the signed-in user as the server sees them now. */
export const GET = route({ auth: 'user' }, async ({ session }) => ({
  userId: session.user.id,
  ...presentOwnUser(session.user, session.hasActiveSubscription),
  ...(mfaSetupRequired(session) ? { mfaSetupRequired: true } : {}),
}));
