import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig, paypalStartupWarning } from '@/lib/server/config';

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
  ])('names the wrong value: %j', (env, name) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(new RegExp(`^Invalid configuration: ${name}:`));
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
    const production = () => ({ NODE_ENV: 'production', DATA_DIR: tempDir(), JWT_SECRET: 'x'.repeat(32) });

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
