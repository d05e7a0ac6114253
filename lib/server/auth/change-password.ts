import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { changePasswordSchema } from '@/lib/schemas/password';
import { MSG_PASSWORD } from '@/lib/shared/messages/password';
import { users } from '@/models';
import { now } from '../clock';
import { getDb } from '../db';
import { AppError } from '../errors';
import { endSessionSockets } from '../realtime/emit';
import { clearLimit, consume } from '../security/rate-limit';
import { assertStrongPassword } from './password-policy';
import { hashPassword, verifyPassword } from './passwords';
import { revokeSessions } from './revoke-sessions';
import type { Session } from './session';

/** Wrong current passwords per member per quarter hour, as for an admin's codes. */
const MAX_FAILURES = 5;
const WINDOW_SECONDS = 15 * 60;

/**
 * POST /api/auth/change-password. The current password is required; the calling session stays
 * valid (same token) and every other session of the member ends.
 */
export async function changePassword(session: Session, input: z.output<typeof changePasswordSchema>): Promise<{ success: true; message: string }> {
  const db = await getDb();
  const limit = { key: `change-password:user:${session.user.id}`, max: MAX_FAILURES, windowSeconds: WINDOW_SECONDS, message: MSG_PASSWORD.tooManyPasswordAttempts };
  const { email, firstName, lastName } = session.user;
  assertStrongPassword(input.newPassword, [email, firstName, lastName]);
  // Each try is reserved before bcrypt runs, so parallel guesses from a borrowed session stop at the cap.
  await consume(db, limit);
  if (!(await verifyPassword(input.currentPassword, session.user.passwordHash))) {
    throw new AppError('invalid_input', MSG_PASSWORD.currentPasswordWrong);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now() }).where(eq(users.id, session.user.id));
    await revokeSessions(tx, session.user.id, session.sessionId);
  });
  await clearLimit(db, limit.key);
  await endSessionSockets({ userId: session.user.id, exceptSessionId: session.sessionId }, 'revoked');
  return { success: true, message: MSG_PASSWORD.passwordChanged };
}
