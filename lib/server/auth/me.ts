import { getDb } from '../db';
import { currentGuardianOf } from '../guardians/status';
import { presentOwnUser } from '../users/present';
import { mfaSetupRequired, type Session } from './session';

/** The session check: the signed-in user as the server sees them now. */
export async function sessionUser(session: Session) {
  const guardian = await currentGuardianOf(await getDb(), session.user.id);
  return {
    userId: session.user.id,
    ...presentOwnUser(session.user, session.hasActiveSubscription, guardian),
    ...(mfaSetupRequired(session) ? { mfaSetupRequired: true as const } : {}),
  };
}
