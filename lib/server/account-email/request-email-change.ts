import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { changeEmailSchema } from '@/lib/schemas/account';
import { MSG_ACCOUNT_EMAIL } from '@/lib/shared/messages/account';
import { users } from '@/models';
import type { Session } from '../auth/session';
import { verifyPassword } from '../auth/passwords';
import { config } from '../config';
import { getDb } from '../db';
import { AppError, forbidden, invalid } from '../errors';
import { assertNotHerGuardian } from './not-her-guardian';
import { enqueueMail, nudgeOutbox } from '../mail/outbox';
import { isBannedEmail } from '../moderation/banned-emails';
import { changeEmailLinkMail, emailChangeNoticeMail } from '../mail/templates/account-email';
import { emailChangeLimit } from '../security/member-limits';
import { consume } from '../security/rate-limit';
import { issueEmailLink } from './links';

/**
 * POST /api/account/email (202): with her password, mails the new address a link to
 * /confirm-email/{token} and tells the current one, in one transaction; the login email changes
 * only when the link is confirmed. An address another account uses is a 409 and sends nothing;
 * her guardian's address is a 400, as at sign-up; a banned member's kept address is a 403, as it
 * is at sign-up, so a new account cannot take back the login of one that was banned.
 * Every request counts against 5 a day (429), reserved before the password is checked, so a
 * borrowed session can neither guess the password nor probe addresses freely.
 */
export async function requestEmailChange(session: Session, input: z.output<typeof changeEmailSchema>): Promise<{ status: 'pending'; message: string }> {
  const { user } = session;
  const db = await getDb();
  await consume(db, emailChangeLimit(user.id));
  if (!(await verifyPassword(input.password, user.passwordHash))) throw invalid(MSG_ACCOUNT_EMAIL.passwordWrong);
  if (input.newEmail === user.email) throw invalid(MSG_ACCOUNT_EMAIL.newEmailSame);
  const [holder] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.newEmail)).limit(1);
  if (holder) throw new AppError('conflict', MSG_ACCOUNT_EMAIL.emailTaken);
  await assertNotHerGuardian(db, user, input.newEmail);
  if (await isBannedEmail(db, input.newEmail)) throw forbidden(MSG_ACCOUNT_EMAIL.emailBanned);
  await db.transaction(async (tx) => {
    const token = await issueEmailLink(tx, { userId: user.id, purpose: 'change', email: input.newEmail, sessionId: session.sessionId });
    await enqueueMail(tx, await changeEmailLinkMail(user, input.newEmail, `${config().appUrl}/confirm-email/${token}`));
    await enqueueMail(tx, await emailChangeNoticeMail(user, input.newEmail));
  });
  nudgeOutbox();
  return { status: 'pending', message: MSG_ACCOUNT_EMAIL.changeSent(input.newEmail) };
}
