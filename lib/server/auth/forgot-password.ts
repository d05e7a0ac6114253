import { MSG_AUTH } from '@/lib/shared/messages/auth';
import { passwordResetRequests } from '@/models';
import { config } from '../config';
import { getDb } from '../db';
import { consume } from '../security/rate-limit';
import { nudgeResetRequests } from './resolve-reset-requests';

/**
 * The form's side of "forgot password": the same work and the same answer for every email, so
 * neither the reply nor its timing tells whether an account exists. The `reset-requests` job decides
 * later whether a link is sent (see resolve-reset-requests.ts).
 */
export async function requestPasswordReset(email: string, clientIp: string): Promise<{ message: string }> {
  const db = await getDb();
  const { loginPerIp, loginWindowSeconds } = config().rateLimits;
  await consume(db, { key: `reset:ip:${clientIp}`, max: loginPerIp, windowSeconds: loginWindowSeconds, message: MSG_AUTH.tooManyLoginAttempts });
  await db.insert(passwordResetRequests).values({ email });
  nudgeResetRequests();
  return { message: MSG_AUTH.passwordResetSent };
}
