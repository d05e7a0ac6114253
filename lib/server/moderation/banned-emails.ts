import { createHmac, hkdfSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { bannedEmailHashes } from '@/models';
import { now } from '../clock';
import { config } from '../config';
import type { Tx } from '../db';

const KEY_INFO = 'nikah-scholars/banned-email/v1';
const GMAIL = new Set(['gmail.com', 'googlemail.com']);

/**
 * One address however it is written: lower case, a `+tag` dropped, and for Gmail the dots of the
 * local part dropped (Gmail delivers all of those to the same mailbox).
 */
export function normaliseEmail(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  let local = lower.slice(0, at).split('+')[0];
  let domain = lower.slice(at + 1);
  if (GMAIL.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

/**
 * HMAC-SHA256 of the normalised address under a key derived from DATA_SECRET (as the MFA
 * secrets' key is): the table cannot be turned back into addresses, nor checked against a list
 * of guesses, without the secret. A new DATA_SECRET forgets the list; JWT_SECRET may change
 * while DATA_SECRET keeps its old value.
 */
export function bannedEmailHash(email: string): string {
  const key = Buffer.from(hkdfSync('sha256', config().dataSecret, Buffer.alloc(0), KEY_INFO, 32));
  return createHmac('sha256', key).update(normaliseEmail(email)).digest('hex');
}

/** Kept when a banned member's account is deleted, in the deletion's transaction. */
export async function rememberBannedEmail(tx: Tx, email: string): Promise<void> {
  await tx
    .insert(bannedEmailHashes)
    .values({ hash: bannedEmailHash(email), createdAt: now() })
    .onConflictDoNothing();
}

export async function isBannedEmail(tx: Tx, email: string): Promise<boolean> {
  const [row] = await tx
    .select({ hash: bannedEmailHashes.hash })
    .from(bannedEmailHashes)
    .where(eq(bannedEmailHashes.hash, bannedEmailHash(email)))
    .limit(1);
  return row !== undefined;
}
