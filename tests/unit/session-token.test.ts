import { randomUUID } from 'node:crypto';
import { readMfaToken, readSessionToken, signMfaToken, signSessionToken } from '@/lib/server/auth/tokens';

describe('session tokens', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-26T12:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('reads a token as often as it is sent, until it expires, then never again', () => {
    const userId = randomUUID();
    const sessionId = randomUUID();
    const { token, expiresAt } = signSessionToken(userId, sessionId);
    const claims = readSessionToken(token);
    expect(claims).toEqual({ sub: userId, jti: sessionId, exp: expiresAt.getTime() / 1000 });
    // Read again from what this process already checked: the same claims, and expiry still asked.
    expect(readSessionToken(token)).toEqual(claims);
    jest.setSystemTime(expiresAt.getTime() - 1000);
    expect(readSessionToken(token)).toEqual(claims);
    jest.setSystemTime(expiresAt.getTime());
    expect(readSessionToken(token)).toBeUndefined();
    expect(readSessionToken(token)).toBeUndefined();
  });

  it('refuses a token changed after signing, or signed for the other step, even after reading the real one', () => {
    const { token } = signSessionToken(randomUUID(), randomUUID());
    expect(readSessionToken(token)).toBeDefined();
    const [header, payload, signature] = token.split('.');
    const otherSubject = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: randomUUID() })).toString('base64url');
    expect(readSessionToken(`${header}.${otherSubject}.${signature}`)).toBeUndefined();
    expect(readSessionToken(`${header}.${payload}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`)).toBeUndefined();
    // The same token is not an MFA step's, nor an MFA step's token a session's.
    expect(readMfaToken(token)).toBeUndefined();
    const mfa = signMfaToken(randomUUID(), randomUUID());
    expect(readMfaToken(mfa)).toBeDefined();
    expect(readSessionToken(mfa)).toBeUndefined();
  });
});
