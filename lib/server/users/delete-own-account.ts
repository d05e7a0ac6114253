import type { DeleteOwnAccountInput } from '@/lib/schemas/account';
import { MSG_ACCOUNT_DELETION } from '@/lib/shared/messages/account';
import { MSG_PASSWORD } from '@/lib/shared/messages/password';
import { verifyPassword } from '../auth/passwords';
import type { Session } from '../auth/session';
import { getDb } from '../db';
import { forbidden, invalid } from '../errors';
import { consume } from '../security/rate-limit';
import { deleteAccount } from './delete-account';

/** Wrong passwords per member per quarter hour, as for a password change. */
const MAX_FAILURES = 5;
const WINDOW_SECONDS = 15 * 60;

/**
 * DELETE /api/users/profile. The password is asked again so a borrowed session or an unlocked
 * phone cannot erase someone's account.
 */
export async function deleteOwnAccount(session: Session, input: DeleteOwnAccountInput): Promise<{ success: true; message: string }> {
  if (session.user.isAdmin) throw forbidden(MSG_ACCOUNT_DELETION.adminSelfRefused);
  const db = await getDb();
  // Each try is reserved before bcrypt runs, so parallel guesses stop at the cap.
  await consume(db, { key: `delete-account:user:${session.user.id}`, max: MAX_FAILURES, windowSeconds: WINDOW_SECONDS, message: MSG_PASSWORD.tooManyPasswordAttempts });
  if (!(await verifyPassword(input.password, session.user.passwordHash))) throw invalid(MSG_ACCOUNT_DELETION.passwordWrong);
  await deleteAccount(session.user.id, { actorId: session.user.id, via: 'self' });
  return { success: true, message: MSG_ACCOUNT_DELETION.deleted };
}
