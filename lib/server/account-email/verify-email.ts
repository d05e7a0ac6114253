import { and, eq, isNull } from 'drizzle-orm';
import { MSG_ACCOUNT_EMAIL } from '@/lib/shared/messages/account';
import { users } from '@/models';
import { now } from '../clock';
import { getDb } from '../db';
import { AppError } from '../errors';
import { log } from '../logger';
import { forgetSessions } from '../realtime/emit';
import { spendEmailLink } from './links';

/**
 * The /verify-email/{token} page's button (POST /api/auth/verify-email): uses the link once and
 * marks her login email confirmed. A link for an address she has since changed away from
 * confirms nothing (400): it proves an inbox that is no longer hers to log in with.
 */
export async function verifyEmail(token: string): Promise<{ emailVerified: true; message: string }> {
  const db = await getDb();
  const userId = await db.transaction(async (tx) => {
    const link = await spendEmailLink(tx, token, 'verify');
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, link.userId)).limit(1);
    if (user?.email !== link.email) throw new AppError('invalid_input', MSG_ACCOUNT_EMAIL.linkInvalid);
    await tx
      .update(users)
      .set({ emailVerifiedAt: now() })
      .where(and(eq(users.id, link.userId), isNull(users.emailVerifiedAt)));
    return link.userId;
  });
  // What a node or a socket keeps of her sessions still says unconfirmed: a first message waits on it.
  await forgetSessions({ userId });
  log().info({ userId }, '[account-email] login email verified');
  return { emailVerified: true, message: MSG_ACCOUNT_EMAIL.verifyDone };
}
