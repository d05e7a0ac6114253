import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '@/lib/server/config';

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
});
