import { hash, verify } from '@node-rs/bcrypt';
import { config } from '../config';

/**
 * Native bcrypt on libuv's thread pool: a cost-12 hash takes a quarter of a second of CPU, which
 * in pure JavaScript stalled every other request on the node while it ran. Hashes made by
 * bcryptjs ($2a$/$2b$) are standard bcrypt and verify unchanged.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { cost: config().bcryptCost });
}

// Compared against when the email is unknown, so both failures take the same time.
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(password: string, passwordHash: string | undefined): Promise<boolean> {
  if (!passwordHash) {
    await verify(password, await (decoyHash ??= hashPassword('decoy-password-for-timing')));
    return false;
  }
  return verify(password, passwordHash);
}
