import type { UserRow } from '@/models';
import { config } from '../config';
import type { Tx } from '../db';
import { enqueueMail } from '../mail/outbox';
import { verifyEmailMail } from '../mail/templates/account-email';
import { issueEmailLink } from './links';

/** Mails her a link to /verify-email/{token} for her login email, in the caller's transaction (sign-up, "Resend"). */
export async function sendVerificationEmail(tx: Tx, user: Pick<UserRow, 'id' | 'firstName' | 'email'>): Promise<void> {
  const token = await issueEmailLink(tx, { userId: user.id, purpose: 'verify', email: user.email });
  await enqueueMail(tx, await verifyEmailMail(user, `${config().appUrl}/verify-email/${token}`));
}
