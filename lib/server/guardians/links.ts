import { createHash, randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { guardianLinks, guardianOptOuts, guardianTokens, users, type GuardianLinkRow } from '@/models';
import { config } from '../config';
import type { Tx } from '../db';
import type { GuardianLinks } from '../mail/templates/guardian-frame';

export const hashGuardianToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A fresh link for one email: the token goes out in the mail, only its hash stays here. */
export async function mintLinks(tx: Tx, linkId: string): Promise<GuardianLinks> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(guardianTokens).values({ tokenHash: hashGuardianToken(token), linkId });
  const base = config().appUrl;
  return { page: `${base}/guardian/${token}`, oneClick: `${base}/api/guardian/unsubscribe?token=${token}` };
}

/** The guardian she names now (every status but `replaced`), locked when `forUpdate`. */
export async function currentLink(tx: Tx, userId: string, forUpdate = false): Promise<GuardianLinkRow | undefined> {
  const query = tx
    .select()
    .from(guardianLinks)
    .where(and(eq(guardianLinks.userId, userId), ne(guardianLinks.status, 'replaced')))
    .limit(1);
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

/** The guardian link a token belongs to, with the woman who named them. */
export async function linkByToken(tx: Tx, token: string) {
  const [row] = await tx
    .select({ link: guardianLinks, ward: users })
    .from(guardianTokens)
    .innerJoin(guardianLinks, eq(guardianLinks.id, guardianTokens.linkId))
    .innerJoin(users, eq(users.id, guardianLinks.userId))
    .where(eq(guardianTokens.tokenHash, hashGuardianToken(token)))
    .limit(1);
  return row;
}

export async function isOptedOut(tx: Tx, email: string): Promise<boolean> {
  const [row] = await tx.select({ email: guardianOptOuts.email }).from(guardianOptOuts).where(eq(guardianOptOuts.email, email.toLowerCase())).limit(1);
  return Boolean(row);
}
