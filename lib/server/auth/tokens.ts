import jwt from 'jsonwebtoken';
import { z } from 'zod';
import { config } from '../config';

const claimsSchema = z.object({ sub: z.uuid(), tv: z.number().int() });
export type TokenClaims = z.infer<typeof claimsSchema>;

export function signSessionToken(userId: string, tokenVersion: number): string {
  return jwt.sign({ tv: tokenVersion }, config().jwtSecret, {
    algorithm: 'HS256',
    subject: userId,
    expiresIn: config().jwtTtl as jwt.SignOptions['expiresIn'],
  });
}

/** The claims of a valid, unexpired token, or undefined for anything else. */
export function readSessionToken(token: string): TokenClaims | undefined {
  try {
    const payload = jwt.verify(token, config().jwtSecret, { algorithms: ['HS256'] });
    const claims = claimsSchema.safeParse(payload);
    return claims.success ? claims.data : undefined;
  } catch {
    return undefined;
  }
}
