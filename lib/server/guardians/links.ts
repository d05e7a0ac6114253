import { createHash, randomBytes } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import { guardianLinks, guardianOptOuts, guardianTokens, guardianWardOptOuts, users, type GuardianLinkRow } from '@/models';
import { now } from '../clock';
import { config } from '../config';
import type { Tx } from '../db';
import type { GuardianLinks } from '../mail/templates/guardian-frame';

export const hashGuardianToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * How long an emailed link works, from the email that carried it (app clock). Confirming or
 * declining needs a recent email (14 days: long enough to answer an invitation and its reminder
 * three days later, short enough that an old email found in a mailbox or a forwarded thread
 * cannot answer for the guardian); after that the guardian asks her for a fresh invitation.
 * Stopping emails works for 90 days from any email, since a guardian may read an old one.
 * After 90 days the token is deleted (mail/sender.ts prunes it).
 */
export const TOKEN_ANSWER_DAYS = 14;
export const TOKEN_STOP_DAYS = 90;
const DAY_MS = 86_400_000;

export type TokenAge = 'fresh' | 'stop_only' | 'expired';

export function tokenAge(createdAt: Date, at: Date): TokenAge {
  const age = at.getTime() - createdAt.getTime();
  if (age > TOKEN_STOP_DAYS * DAY_MS) return 'expired';
  return age > TOKEN_ANSWER_DAYS * DAY_MS ? 'stop_only' : 'fresh';
}

/** The oldest a token may be and still exist: older ones are deleted. */
export const tokenStopCutoff = (at: Date) => new Date(at.getTime() - TOKEN_STOP_DAYS * DAY_MS);

/** A fresh link for one email: the token goes out in the mail, only its hash stays here. */
export async function mintLinks(tx: Tx, linkId: string): Promise<GuardianLinks> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(guardianTokens).values({ tokenHash: hashGuardianToken(token), linkId, createdAt: now() });
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

/** The guardian link a token belongs to, with the woman who named them and how old the token is. */
export async function linkByToken(tx: Tx, token: string) {
  const [row] = await tx
    .select({ link: guardianLinks, ward: users, tokenCreatedAt: guardianTokens.createdAt })
    .from(guardianTokens)
    .innerJoin(guardianLinks, eq(guardianLinks.id, guardianTokens.linkId))
    .innerJoin(users, eq(users.id, guardianLinks.userId))
    .where(eq(guardianTokens.tokenHash, hashGuardianToken(token)))
    .limit(1);
  return row;
}

/**
 * Whether an address asked for no more email: from anyone (the guardian page's "Stop all
 * emails"), or, given `wardId`, about that woman (the one-click stop and "Stop emails about her").
 */
export async function isOptedOut(tx: Tx, email: string, wardId?: string | null): Promise<boolean> {
  const address = email.toLowerCase();
  const aboutHer = wardId
    ? sql`or exists (select 1 from ${guardianWardOptOuts} where ${guardianWardOptOuts.email} = ${address} and ${guardianWardOptOuts.userId} = ${wardId})`
    : sql``;
  const result = await tx.execute<{ stopped: boolean }>(
    sql`select (exists (select 1 from ${guardianOptOuts} where ${guardianOptOuts.email} = ${address}) ${aboutHer}) as stopped`,
  );
  return result.rows[0]?.stopped === true;
}
