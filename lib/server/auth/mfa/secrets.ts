import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { config } from '../../config';

const KEY_INFO = 'nikah-scholars admin MFA secret v1';
// Base32 without look-alikes' trouble: what authenticator apps and people type.
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const RECOVERY_CODE_COUNT = 10;

function key(): Buffer {
  return Buffer.from(hkdfSync('sha256', config().dataSecret, Buffer.alloc(0), KEY_INFO, 32));
}

/** AES-256-GCM under a key derived from DATA_SECRET (JWT_SECRET unless set): a copy of the database alone reveals no secret. */
export function encryptSecret(secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(), iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

/** Undefined when the stored value was made under another DATA_SECRET or tampered with. */
export function decryptSecret(stored: string | null): string | undefined {
  if (!stored) return undefined;
  try {
    const [iv, tag, body] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', key(), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

/** Recovery codes carry 50 random bits, so a plain hash is enough and survives a JWT_SECRET change. */
export function hashRecoveryCode(normalized: string): string {
  return createHash('sha256').update(normalized).digest('hex');
}

/** Shown as `XXXXX-XXXXX`; typed back in any case, with or without the dash. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(randomBytes(10), (byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

export const normalizeRecoveryCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();
