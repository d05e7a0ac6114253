import { MSG_ACCOUNT_EMAIL } from '@/lib/shared/messages/account';
import type { UserRow } from '@/models';
import { getDb } from '../db';
import { AppError } from '../errors';
import { nudgeOutbox } from '../mail/outbox';
import { verifyResendLimit } from '../security/member-limits';
import { consume } from '../security/rate-limit';
import { sendVerificationEmail } from './send-verification';

/**
 * POST /api/auth/resend-verification (the banner's "Resend"): a new link, at most 3 an hour (429
 * after, saying when). Earlier links still work until they expire. An address already confirmed
 * is a 409 and sends nothing.
 */
export async function resendVerification(user: UserRow): Promise<{ success: true; message: string }> {
  if (user.emailVerifiedAt) throw new AppError('conflict', MSG_ACCOUNT_EMAIL.alreadyVerified);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await consume(tx, verifyResendLimit(user.id));
    await sendVerificationEmail(tx, user);
  });
  nudgeOutbox();
  return { success: true, message: MSG_ACCOUNT_EMAIL.resent };
}
