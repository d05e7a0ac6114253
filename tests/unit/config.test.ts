import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { assertAdminSettings } from '@/lib/server/auth/ensure-admin';
import { ConfigError, hashingStartupWarning, isUnpredictableSecret, loadConfig, parseTrustProxy, paypalStartupWarning } from '@/lib/server/config';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'ns-config-'));

describe('configuration', () => {
  it('refuses production without JWT_SECRET, in one clear line', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir() })).toThrow(
      new ConfigError('Invalid configuration: JWT_SECRET: JWT_SECRET is required when NODE_ENV=production'),
    );
  });

  it('generates a development secret once and keeps it in DATA_DIR', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.jwtSecret).toHaveLength(64);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(first.jwtSecret);
  });

  it.each([
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ PORT: 'eighty' }, 'PORT'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ ADMIN_EMAIL: 'admin@example.com' }, 'ADMIN_PASSWORD'],
    [{ PAYPAL_MODE: 'live' }, 'PAYPAL_CLIENT_ID'],
    [{ BCRYPT_COST: '8' }, 'BCRYPT_COST'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    [{ ADMIN_PROMOTE_EXISTING: 'maybe' }, 'ADMIN_PROMOTE_EXISTING'],
    [{ SESSION_IDLE_DAYS: '0' }, 'SESSION_IDLE_DAYS'],
  ])('names the wrong value: %j', (env, name) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(new RegExp(`^Invalid configuration: ${name}:`));
  });

  describe('TRUST_PROXY', () => {
    it('trusts no proxy unless told: the socket address is the client', () => {
      expect(loadConfig({ DATA_DIR: tempDir() }).trustProxy).toEqual({ hops: 0 });
      for (const value of ['', 'false', '0']) expect(parseTrustProxy(value)).toEqual({ hops: 0 });
    });

    it('reads a hop count (true meaning one) or a comma list of proxy addresses', () => {
      expect(parseTrustProxy('true')).toEqual({ hops: 1 });
      expect(parseTrustProxy('1')).toEqual({ hops: 1 });
      expect(parseTrustProxy(' 2 ')).toEqual({ hops: 2 });
      expect(parseTrustProxy('10.0.0.5, ::ffff:10.0.0.6,fd00::1')).toEqual({ addresses: ['10.0.0.5', '10.0.0.6', 'fd00::1'] });
    });

    it.each(['yes', '-1', '1.5', '10.0.0.5,', '10.0.0.0/8', 'haproxy.internal'])('refuses %j in one line saying what is expected', (value) => {
      expect(() => loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: value })).toThrow(
        /^Invalid configuration: TRUST_PROXY: TRUST_PROXY must be a number of proxy hops \(true means 1\), false, or a comma list of the proxies' IP addresses; "[^"\n]*" is none of these$/,
      );
    });
  });

  describe('weak secrets', () => {
    it.each(['a'.repeat(32), 'abcd'.repeat(8), 'e2e-secret-e2e-secret-e2e-secret-e2e-secret', '0123456789'.repeat(4), 'aaaaaaaaaaaaaaaaaaaaaaaaabcdefgh'])('refuses JWT_SECRET=%j in one line', (secret) => {
      expect(() => loadConfig({ DATA_DIR: tempDir(), NODE_ENV: 'production', PAYPAL_MODE: 'simulator', JWT_SECRET: secret })).toThrow(
        new ConfigError('Invalid configuration: JWT_SECRET: JWT_SECRET is too predictable (too few different characters, or a repeated pattern): use a random value such as the output of `openssl rand -hex 32`'),
      );
    });

    it('refuses a short or predictable DATA_SECRET in one line, and keys stored data with JWT_SECRET unless it is set', () => {
      const jwt = randomBytes(32).toString('hex');
      const base = { DATA_DIR: tempDir(), NODE_ENV: 'production', PAYPAL_MODE: 'simulator', JWT_SECRET: jwt };
      expect(() => loadConfig({ ...base, DATA_SECRET: 'short' })).toThrow(new ConfigError('Invalid configuration: DATA_SECRET: DATA_SECRET must be at least 32 characters'));
      expect(() => loadConfig({ ...base, DATA_SECRET: 'abcd'.repeat(8) })).toThrow(/^Invalid configuration: DATA_SECRET: DATA_SECRET is too predictable/);
      expect(loadConfig(base).dataSecret).toBe(jwt);
      const data = randomBytes(32).toString('hex');
      expect(loadConfig({ ...base, DATA_SECRET: data })).toMatchObject({ jwtSecret: jwt, dataSecret: data });
    });

    it('accepts random values of the required length, and every secret the test harnesses use', () => {
      for (let i = 0; i < 200; i += 1) {
        expect(isUnpredictableSecret(randomBytes(16).toString('hex'))).toBe(true);
        expect(isUnpredictableSecret(randomBytes(24).toString('base64url'))).toBe(true);
      }
      for (const secret of ['e2e-only-7Hq2mXw9Lk4Rz8Vb3Nc6Tp1Yd5Gf0Js', 'forgot-password-test-9Kd2Lx7Qv4Mz1Rb8', 'unit-test-secret-4Fh8Kq2Wz7Lm1Xc9']) {
        expect(isUnpredictableSecret(secret)).toBe(true);
      }
    });
  });

  describe('ADMIN_PASSWORD', () => {
    const admin = (password: string) => loadConfig({ DATA_DIR: tempDir(), ADMIN_EMAIL: 'site.admin@example.com', ADMIN_PASSWORD: password }).admin;

    it.each(['password', 'qwertyuiop', 'site.admin2026'])('refuses %j with the password rule’s reason, in one line', (password) => {
      expect(() => assertAdminSettings(admin(password))).toThrow(/^Invalid configuration: ADMIN_PASSWORD: too weak for an admin account\. [^\n]+$/);
    });

    it('accepts a password the members’ rule accepts, and no admin at all', () => {
      expect(() => assertAdminSettings(admin('Operator chosen passphrase 2026'))).not.toThrow();
      expect(() => assertAdminSettings(undefined)).not.toThrow();
    });
  });

  it('uses the simulator without PayPal credentials and sandbox with them', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).paypal.mode).toBe('simulator');
    expect(loadConfig({ DATA_DIR: tempDir(), PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 's' }).paypal.mode).toBe('sandbox');
  });

  it('treats empty values as unset', () => {
    const cfg = loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: '', SMTP_URL: ' ', REDIS_URL: '' });
    expect(cfg.databaseUrl).toBeUndefined();
    expect(cfg.smtpUrl).toBeUndefined();
    expect(cfg.redisUrl).toBeUndefined();
  });

  describe('PayPal in production', () => {
    const production = () => ({ NODE_ENV: 'production', DATA_DIR: tempDir(), JWT_SECRET: 'unit-test-secret-4Fh8Kq2Wz7Lm1Xc9' });

    it('stops without PayPal settings, in one line naming them, instead of running the simulator', () => {
      expect(() => loadConfig(production())).toThrow(
        /^Invalid configuration: PAYPAL_CLIENT_ID: PayPal is not configured: set PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET \(with PAYPAL_MODE=sandbox or live\), or PAYPAL_MODE=simulator/,
      );
      expect(() => loadConfig({ ...production(), PAYPAL_CLIENT_ID: 'id' })).toThrow(/^Invalid configuration: PAYPAL_CLIENT_SECRET: PayPal is not configured: set PAYPAL_CLIENT_SECRET \(/);
    });

    it('runs the simulator only when asked for by name, and says so loudly', () => {
      const cfg = loadConfig({ ...production(), PAYPAL_MODE: 'simulator' });
      expect(cfg.paypal.mode).toBe('simulator');
      expect(paypalStartupWarning(cfg)).toMatch(/WARNING: PAYPAL_MODE=simulator in production: NO REAL PAYMENTS/);
      expect(paypalStartupWarning(loadConfig({ ...production(), PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' }))).toBeUndefined();
      expect(paypalStartupWarning(loadConfig({ DATA_DIR: tempDir() }))).toBeUndefined();
    });

    it('hashes passwords at cost 12 at least, lower only on a test deployment named by PAYPAL_MODE=simulator, and says so', () => {
      const live = { ...production(), PAYPAL_MODE: 'live', PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' };
      expect(loadConfig(live).bcryptCost).toBe(12);
      expect(hashingStartupWarning(loadConfig(live))).toBeUndefined();
      for (const env of [{ ...live, BCRYPT_COST: '4' }, { ...production(), PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret', BCRYPT_COST: '11' }, { DATA_DIR: tempDir(), BCRYPT_COST: '4' }]) {
        expect(() => loadConfig(env)).toThrow(/^Invalid configuration: BCRYPT_COST: BCRYPT_COST must be at least 12 \(lower only on a test deployment, with PAYPAL_MODE=simulator\)/);
      }
      const test = loadConfig({ ...production(), PAYPAL_MODE: 'simulator', BCRYPT_COST: '4' });
      expect(test.bcryptCost).toBe(4);
      expect(hashingStartupWarning(test)).toMatch(/WARNING: BCRYPT_COST=4: passwords are hashed below the production cost of 12/);
      expect(() => loadConfig({ ...production(), PAYPAL_MODE: 'simulator', BCRYPT_COST: '3' })).toThrow(/^Invalid configuration: BCRYPT_COST:/);
    });

    it('has no built-in simulator credentials: unset means random ones made by the simulator', () => {
      const cfg = loadConfig({ DATA_DIR: tempDir() });
      expect(cfg.paypal.clientId).toBeUndefined();
      expect(cfg.paypal.clientSecret).toBeUndefined();
    });

    it.each([
      [{ PAYPAL_MODE: 'simulator', PAYPAL_CLIENT_ID: 'only-the-id' }, 'PAYPAL_CLIENT_SECRET'],
      [{ PAYPAL_MODE: 'simulator', PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'simulator-secret' }, 'PAYPAL_CLIENT_SECRET'],
    ])('refuses weak or half-configured simulator credentials: %j', (env, name) => {
      expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(new RegExp(`^Invalid configuration: ${name}:`));
    });
  });

  it('reads the abuse limits with their defaults', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).rateLimits).toMatchObject({
      loginPerEmail: 5,
      loginAccountCeiling: 20,
      loginSlowSeconds: 10,
      messagesPerMinute: 30,
      messagesPerDay: 500,
      newContactsPerDay: 20,
      uploadsPerHour: 20,
      subscribePerHour: 10,
    });
    expect(loadConfig({ DATA_DIR: tempDir(), NEW_CONTACTS_PER_DAY: '3' }).rateLimits.newContactsPerDay).toBe(3);
    expect(() => loadConfig({ DATA_DIR: tempDir(), RATE_MESSAGES_PER_MINUTE: '0' })).toThrow(/^Invalid configuration: RATE_MESSAGES_PER_MINUTE:/);
  });
});
