import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes in base64url: what an emailed one-time link carries. Only its hash is stored. */
export const newLinkToken = () => randomBytes(32).toString('base64url');
export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');
