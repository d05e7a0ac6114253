import { loadConfig } from '@/lib/server/config';
import { newNonce, pageContentSecurityPolicy } from '@/lib/server/security/headers';

const base = { DATA_DIR: '/tmp/ns-csp-unit', JWT_SECRET: 'unit-test-secret-4Fh8Kq2Wz7Lm1Xc9' };
const scriptSrc = (policy: string) => policy.split('; ').find((d) => d.startsWith('script-src '))!.split(' ');
const connectSrc = (policy: string) => policy.split('; ').find((d) => d.startsWith('connect-src '))!.split(' ');

describe('page Content-Security-Policy', () => {
  it('allows eval only in development, where React refresh needs it', () => {
    const production = pageContentSecurityPolicy(loadConfig({ ...base, NODE_ENV: 'production', PAYPAL_MODE: 'simulator' }), ["'nonce-abc'"]);
    const development = pageContentSecurityPolicy(loadConfig({ ...base, NODE_ENV: 'development' }), ["'nonce-abc'"]);
    expect(scriptSrc(production)).not.toContain("'unsafe-eval'");
    expect(scriptSrc(development)).toContain("'unsafe-eval'");
    for (const policy of [production, development]) {
      expect(scriptSrc(policy)).toEqual(expect.arrayContaining(["'self'", "'nonce-abc'"]));
      // 'strict-dynamic' would void 'self', which a prerendered page's own chunks need.
      expect(scriptSrc(policy)).not.toContain("'strict-dynamic'");
      expect(scriptSrc(policy)).not.toContain("'unsafe-inline'");
    }
  });

  it("allows a prerendered page's inline scripts by their hashes and nothing else inline", () => {
    const hashes = ["'sha256-AAAA'", "'sha256-BBBB'"];
    const policy = pageContentSecurityPolicy(loadConfig({ ...base, NODE_ENV: 'production', PAYPAL_MODE: 'simulator' }), hashes);
    expect(scriptSrc(policy)).toEqual(['script-src', "'self'", ...hashes]);
  });

  it('names PayPal only when its real SDK is used, and never a bare ws:/wss: scheme', () => {
    const simulator = pageContentSecurityPolicy(loadConfig({ ...base, NODE_ENV: 'production', PAYPAL_MODE: 'simulator' }), ["'nonce-n'"]);
    const sandbox = pageContentSecurityPolicy(
      loadConfig({ ...base, NODE_ENV: 'production', PAYPAL_MODE: 'sandbox', PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' }),
      ["'nonce-n'"],
    );
    expect(connectSrc(simulator)).toEqual(['connect-src', "'self'"]);
    expect(connectSrc(sandbox)).toContain('https://www.sandbox.paypal.com');
    for (const policy of [simulator, sandbox]) {
      expect(connectSrc(policy)).not.toContain('ws:');
      expect(connectSrc(policy)).not.toContain('wss:');
    }
    expect(simulator).not.toContain('paypal');
  });

  it('draws a new unguessable nonce each time', () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});
