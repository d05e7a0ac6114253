import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { z } from 'zod';
import { now } from '../clock';
import { config } from '../config';

/** Session tokens and the MFA step's tokens are signed with one key, so each names what it is for. */
const SESSION_AUDIENCE = 'ns:session';
const MFA_AUDIENCE = 'ns:mfa';
const MFA_STEP_TTL_SECONDS = 5 * 60;

// `exp` is required: jwt.verify alone accepts a signed token that never expires.
const claimsSchema = z.object({ sub: z.uuid(), jti: z.uuid(), exp: z.number().int() });
export type TokenClaims = z.infer<typeof claimsSchema>;

/**
 * The secret as a key object, made once per secret: given a string, jsonwebtoken first tries it
 * as a public key and builds the secret key only after that throws, on every call (a sixth of a
 * request's CPU in bench:users).
 */
let key: { secret: string; object: KeyObject } | undefined;
function signingKey(): KeyObject {
  const secret = config().jwtSecret;
  if (key?.secret !== secret) key = { secret, object: createSecretKey(Buffer.from(secret)) };
  return key.object;
}

/** `iat` and `exp` on the app clock, like the session row they stand for. */
const clockSeconds = () => Math.floor(now().getTime() / 1000);

function sign(audience: string, userId: string, tokenId: string, expiresIn: jwt.SignOptions['expiresIn']) {
  const token = jwt.sign({ iat: clockSeconds() }, signingKey(), { algorithm: 'HS256', audience, subject: userId, jwtid: tokenId, expiresIn });
  const { exp } = jwt.decode(token) as { exp: number };
  return { token, expiresAt: new Date(exp * 1000) };
}

/**
 * Tokens whose signature and claims this process has checked, under the key they were checked
 * with. A member's page sends the same token with every request, and checking it again each time
 * (decoding, the HMAC, the claims' schema) was 3 % of a Find Matches request's CPU. Whether it
 * has expired is still asked on every read, on the app clock; past MAX_VERIFIED, the oldest go.
 */
const verified = new Map<string, { claims: TokenClaims; key: KeyObject }>();
const MAX_VERIFIED = 10_000;

function read(audience: string, token: string): TokenClaims | undefined {
  const cacheKey = `${audience} ${token}`;
  const known = verified.get(cacheKey);
  if (known && known.key === signingKey()) return known.claims.exp > clockSeconds() ? known.claims : undefined;
  try {
    const payload = jwt.verify(token, signingKey(), { algorithms: ['HS256'], audience, clockTimestamp: clockSeconds() });
    const claims = claimsSchema.safeParse(payload);
    if (!claims.success) return undefined;
    if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value!);
    verified.set(cacheKey, { claims: claims.data, key: signingKey() });
    return claims.data;
  } catch {
    return undefined;
  }
}

/** A session's bearer token: its `jti` is the id of the session's row. */
export function signSessionToken(userId: string, sessionId: string): { token: string; expiresAt: Date } {
  return sign(SESSION_AUDIENCE, userId, sessionId, config().jwtTtl as jwt.SignOptions['expiresIn']);
}

/** The claims of a valid, unexpired session token, or undefined for anything else. */
export function readSessionToken(token: string): TokenClaims | undefined {
  return read(SESSION_AUDIENCE, token);
}

/** Between the password and the second factor: names the session the code will open. */
export function signMfaToken(userId: string, sessionId: string): string {
  return sign(MFA_AUDIENCE, userId, sessionId, MFA_STEP_TTL_SECONDS).token;
}

export function readMfaToken(token: string): TokenClaims | undefined {
  return read(MFA_AUDIENCE, token);
}
