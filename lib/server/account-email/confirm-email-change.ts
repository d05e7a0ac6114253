import { eq } from 'drizzle-orm';
import { MSG_ACCOUNT_EMAIL } from '@/lib/shared/messages/account';
import { users } from '@/models';
import { revokeSessions } from '../auth/revoke-sessions';
import { now } from '../clock';
import { getDb } from '../db';
import { isUniqueViolation } from '../db-errors';
import { AppError, forbidden } from '../errors';
import { log } from '../logger';
import { isBannedEmail } from '../moderation/banned-emails';
import { endSessionSockets } from '../realtime/emit';
import { spendEmailLink } from './links';
import { assertNotHerGuardian } from './not-her-guardian';

/**
 * The /confirm-email/{token} page's button (POST /api/account/email/confirm): uses the link once,
 * makes the new address her login email (confirmed: the link reached it) and ends every other
 * session of hers, sockets included, as a password change does. The session that asked for the
 * change stays signed in. An address another account took meanwhile is a 409 and changes nothing.
 */
export async function confirmEmailChange(token: string): Promise<{ email: string; message: string }> {
  const db = await getDb();
  const link = await db
    .transaction(async (tx) => {
      const used = await spendEmailLink(tx, token, 'change');
      const [holder] = await tx.select({ id: users.id }).from(users).where(eq(users.email, used.email)).limit(1);
      if (holder) throw new AppError('conflict', MSG_ACCOUNT_EMAIL.emailTaken);
      const [owner] = await tx.select().from(users).where(eq(users.id, used.userId)).limit(1);
      // She may have named this address as her guardian's since she asked.
      if (owner) await assertNotHerGuardian(tx, owner, used.email);
      // Or its owner may have been banned and deleted since.
      if (await isBannedEmail(tx, used.email)) throw forbidden(MSG_ACCOUNT_EMAIL.emailBanned);
      const at = now();
      await tx.update(users).set({ email: used.email, emailVerifiedAt: at, updatedAt: at }).where(eq(users.id, used.userId));
      await revokeSessions(tx, used.userId, used.sessionId ?? undefined);
      return used;
    })
    // Two accounts confirming one address at once: the unique index lets one through.
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AppError('conflict', MSG_ACCOUNT_EMAIL.emailTaken);
      throw error;
    });
  await endSessionSockets({ userId: link.userId, ...(link.sessionId ? { exceptSessionId: link.sessionId } : {}) }, 'revoked');
  log().info({ userId: link.userId }, '[account-email] login email changed');
  return { email: link.email, message: MSG_ACCOUNT_EMAIL.confirmChangeDone };
}
