import bcrypt from 'bcryptjs';
import { config } from '../config';

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, config().bcryptCost);
}

// Compared against when the email is unknown, so both failures take the same time.
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(password: string, hash: string | undefined): Promise<boolean> {
  if (!hash) {
    await bcrypt.compare(password, await (decoyHash ??= hashPassword('decoy-password-for-timing')));
    return false;
  }
  return bcrypt.compare(password, hash);
}
