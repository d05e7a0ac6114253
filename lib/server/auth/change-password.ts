import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { changePasswordSchema } from '@/lib/schemas/password';
import { MSG_SESSIONS } from '@/lib/shared/messages';
import { users } from '@/models';
import { config } from '../config';
import { getDb } from '../db';
import { AppError } from '../errors';
import { endSessionSockets } from '../realtime/emit';
import { clearLimit, consume } from '../security/rate-limit';
import { hashPassword, verifyPassword } from './passwords';
import { revokeSessions } from './revoke-sessions';
import type { Session } from './session';

/**
 * POST /api/auth/change-password. The current password is required; the calling session stays
 * valid (same token) and every other session of the member ends.
 */
export async function changePassword(session: Session, input: z.output<typeof changePasswordSchema>): Promise<{ success: true; message: string }> {
  const db = await getDb();
  const { loginPerEmail, loginWindowSeconds } = config().rateLimits;
  const limit = { key: `change-password:user:${session.user.id}`, max: loginPerEmail, windowSeconds: loginWindowSeconds, message: MSG_SESSIONS.tooManyPasswordAttempts };
  if (!(await verifyPassword(input.currentPassword, session.user.passwordHash))) {
    await consume(db, limit);
    throw new AppError('invalid_input', MSG_SESSIONS.currentPasswordWrong);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, session.user.id));
    await revokeSessions(tx, session.user.id, session.sessionId);
  });
  await clearLimit(db, limit.key);
  endSessionSockets({ userId: session.user.id, exceptSessionId: session.sessionId }, 'revoked');
  return { success: true, message: MSG_SESSIONS.passwordChanged };
}
