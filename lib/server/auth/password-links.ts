import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { MSG_AUTH } from '@/lib/shared/messages/auth';
import { passwordTokens, users, type UserRow } from '@/models';
import { config } from '../config';
import { getDb, type Tx } from '../db';
import { AppError } from '../errors';
import { enqueueMail } from '../mail/outbox';
import { setPasswordMail, type PasswordLinkPurpose } from '../mail/templates/set-password';
import { endSessionSockets } from '../realtime/emit';
import { consume } from '../security/rate-limit';
import { assertStrongPassword } from './password-policy';
import { hashPassword } from './passwords';
import { revokeSessions } from './revoke-sessions';
import { now } from '../clock';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Issues a one-time link in the caller's transaction and queues the email that carries it. */
export async function issuePasswordLink(tx: Tx, user: Pick<UserRow, 'id' | 'firstName' | 'email'>, purpose: PasswordLinkPurpose): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const ttlSeconds = config().passwordLinkTtlSeconds[purpose];
  await tx.insert(passwordTokens).values({
    userId: user.id,
    tokenHash: hashToken(token),
    purpose,
    expiresAt: new Date(now().getTime() + ttlSeconds * 1000),
  });
  const link = `${config().appUrl}/set-password?token=${encodeURIComponent(token)}`;
  await enqueueMail(tx, await setPasswordMail(purpose, user, link, ttlSeconds));
}

/**
 * Uses a link once: sets the password and ends every session of the member, sockets included.
 * Expired, used and unknown links get the same answer. The cheap checks come first (a budget per
 * address, then the link itself), so a stream of made-up links costs a database read each, never
 * the strength check and the hash.
 */
export async function setPasswordWithLink(token: string, password: string, clientIp: string): Promise<{ success: true }> {
  const db = await getDb();
  const { setPasswordPerIp, loginWindowSeconds } = config().rateLimits;
  await consume(db, { key: `set-password:ip:${clientIp}`, max: setPasswordPerIp, windowSeconds: loginWindowSeconds, message: MSG_AUTH.tooManySetPasswordAttempts });
  const tokenHash = hashToken(token);
  const live = and(eq(passwordTokens.tokenHash, tokenHash), isNull(passwordTokens.usedAt), gt(passwordTokens.expiresAt, now()));
  const [found] = await db.select({ userId: passwordTokens.userId }).from(passwordTokens).where(live).limit(1);
  if (!found) throw new AppError('invalid_input', MSG_AUTH.setPasswordLinkInvalid);
  assertStrongPassword(password);
  const passwordHash = await hashPassword(password);
  const updated = await db.transaction(async (tx) => {
    // Still unused: two requests racing with one link cannot both set a password.
    const [link] = await tx.update(passwordTokens).set({ usedAt: now() }).where(live).returning({ userId: passwordTokens.userId });
    if (!link) return undefined;
    // The link reached her inbox, so the address is hers: an admin-made account is confirmed here.
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: now(), emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now().toISOString()}::timestamptz)` })
      .where(eq(users.id, link.userId));
    await revokeSessions(tx, link.userId);
    // Any other link still out for this member is now pointless.
    await tx
      .update(passwordTokens)
      .set({ usedAt: now() })
      .where(and(eq(passwordTokens.userId, link.userId), isNull(passwordTokens.usedAt)));
    return link.userId;
  });
  if (!updated) throw new AppError('invalid_input', MSG_AUTH.setPasswordLinkInvalid);
  await endSessionSockets({ userId: updated }, 'revoked');
  return { success: true };
}
