import { and, eq, isNull } from 'drizzle-orm';
import { MSG_ACCOUNT_EMAIL } from '@/lib/shared/messages/account';
import { emailLinks, type EmailLinkPurpose, type EmailLinkRow } from '@/models';
import { now } from '../clock';
import type { Tx } from '../db';
import { AppError } from '../errors';
import { hashLinkToken, newLinkToken } from '../security/link-token';

const HOUR_MS = 3600 * 1000;

/**
 * How long a link works from its email, on the app clock: a verification link may wait in an
 * inbox over a weekend; a change of login email is a moment's errand, and a shorter life leaves
 * less time for a forwarded or stolen link.
 */
export const EMAIL_LINK_TTL_MS: Record<EmailLinkPurpose, number> = { verify: 48 * HOUR_MS, change: 24 * HOUR_MS };

/**
 * Writes a link for `email` in the caller's transaction and returns the token its email carries.
 * Her unused links for the same purpose go: only the newest email works. A change of email she
 * asked for again (a mistyped address put right) can then never be completed by whoever reads the
 * address she gave up on, who could otherwise take over her login with it for a day.
 */
export async function issueEmailLink(tx: Tx, link: { userId: string; purpose: EmailLinkPurpose; email: string; sessionId?: string }): Promise<string> {
  const token = newLinkToken();
  const at = now();
  await tx.delete(emailLinks).where(and(eq(emailLinks.userId, link.userId), eq(emailLinks.purpose, link.purpose), isNull(emailLinks.usedAt)));
  await tx.insert(emailLinks).values({
    ...link,
    tokenHash: hashLinkToken(token),
    expiresAt: new Date(at.getTime() + EMAIL_LINK_TTL_MS[link.purpose]),
    createdAt: at,
  });
  return token;
}

/**
 * Uses a link once, in the caller's transaction: unknown (or for another purpose) and expired
 * are a 400, used a 409. Every other link of hers for the same purpose is retired with it, so an
 * older email cannot undo or repeat what this one did.
 */
export async function spendEmailLink(tx: Tx, token: string, purpose: EmailLinkPurpose): Promise<EmailLinkRow> {
  const at = now();
  const [link] = await tx.select().from(emailLinks).where(eq(emailLinks.tokenHash, hashLinkToken(token))).for('update').limit(1);
  if (!link || link.purpose !== purpose) throw new AppError('invalid_input', MSG_ACCOUNT_EMAIL.linkInvalid);
  if (link.usedAt) throw new AppError('conflict', MSG_ACCOUNT_EMAIL.linkUsed);
  if (link.expiresAt.getTime() <= at.getTime()) throw new AppError('invalid_input', MSG_ACCOUNT_EMAIL.linkExpired);
  await tx
    .update(emailLinks)
    .set({ usedAt: at })
    .where(and(eq(emailLinks.userId, link.userId), eq(emailLinks.purpose, purpose), isNull(emailLinks.usedAt)));
  return link;
}
