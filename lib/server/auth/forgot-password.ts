import { eq } from 'drizzle-orm';
import { MSG } from '@/lib/shared/messages';
import { users } from '@/models';
import { config } from '../config';
import { getDb } from '../db';
import { nudgeOutbox } from '../mail/outbox';
import { consume, countHit } from '../security/rate-limit';
import { issuePasswordLink } from './password-links';

/** One answer whether or not the email has an account, so the form reveals nothing. */
export async function requestPasswordReset(email: string, clientIp: string): Promise<{ message: string }> {
  const db = await getDb();
  const { loginPerIp, loginWindowSeconds } = config().rateLimits;
  await consume(db, { key: `reset:ip:${clientIp}`, max: loginPerIp, windowSeconds: loginWindowSeconds, message: MSG.tooManyLoginAttempts });
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (user && !user.suspended) {
    // A quiet cap per account keeps the form from being used to flood someone's inbox.
    const { count } = await countHit(db, {
      key: `reset:email:${email}`,
      max: 3,
      windowSeconds: 3600,
      message: MSG.tooManyLoginAttempts,
    });
    if (count <= 3) {
      await db.transaction((tx) => issuePasswordLink(tx, user, 'reset'));
      nudgeOutbox();
    }
  }
  return { message: MSG.passwordResetSent };
}
