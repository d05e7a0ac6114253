import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApp } from '../support/app-server';
import { registerMember } from '../support/factories';
import { client } from '../support/http-client';
import { createTestDatabase } from '../support/test-database';

/** Settings the server must refuse at start-up, each with one clear line, and the one way to confirm a promotion. */
jest.setTimeout(180_000);

const ADMIN_PASSWORD = 'Operator chosen passphrase 2026';
const fatalLines = (error: unknown) => String((error as Error).message).split('\n').filter((line) => line.includes('"level":60'));

describe('weak settings', () => {
  it('refuses a JWT_SECRET of 32 equal characters', async () => {
    const refused = await startApp({ JWT_SECRET: 'a'.repeat(32) }).catch((error: unknown) => error);
    expect(fatalLines(refused)).toEqual([expect.stringContaining('Invalid configuration: JWT_SECRET: JWT_SECRET is too predictable')]);
  });

  it('refuses ADMIN_PASSWORD=password with the password rule’s reason', async () => {
    const refused = await startApp({ ADMIN_EMAIL: 'weak-admin@example.test', ADMIN_PASSWORD: 'password' }).catch((error: unknown) => error);
    expect(fatalLines(refused)).toEqual([expect.stringContaining('Invalid configuration: ADMIN_PASSWORD: too weak for an admin account. This password is too easy to guess.')]);
  });
});

describe('ADMIN_EMAIL naming an account someone registered', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ns-admin-promote-'));
  // One secret for the three starts, so her old token would still verify: only its ended session refuses it.
  const JWT_SECRET = randomBytes(32).toString('hex');
  // The three starts share one database: the data folder's, or on PostgreSQL one made for them.
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  });

  it('stops the server unless ADMIN_PROMOTE_EXISTING=true, which promotes it with ADMIN_PASSWORD and ends its sessions', async () => {
    const shared = { DATA_DIR: dataDir, JWT_SECRET, ...(database ? { DATABASE_URL: database.url } : {}) };
    const first = await startApp(shared);
    let squatter: Awaited<ReturnType<typeof registerMember>>;
    try {
      squatter = await registerMember(client(first.url), { gender: 'male' });
    } finally {
      await first.stop();
    }
    const email = squatter.payload.email as string;

    const refused = await startApp({ ...shared, ADMIN_EMAIL: email, ADMIN_PASSWORD }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Error);
    expect(String((refused as Error).message)).toMatch(/^server exited with 1\n/);
    expect(fatalLines(refused)).toEqual([expect.stringContaining('ADMIN_EMAIL names an existing member account, which is not promoted to admin without confirmation: set ADMIN_PROMOTE_EXISTING=true')]);

    const promoted = await startApp({ ...shared, ADMIN_EMAIL: email, ADMIN_PASSWORD, ADMIN_PROMOTE_EXISTING: 'true' });
    try {
      const api = client(promoted.url);
      expect((await api.post('/api/auth/login', { email, password: squatter.payload.password })).status).toBe(401);
      expect((await api.get('/api/auth/me', squatter.token)).status).toBe(401);
      const admin = await api.post('/api/auth/login', { email, password: ADMIN_PASSWORD });
      expect(admin.status).toBe(200);
      expect(admin.body).toMatchObject({ userId: squatter.userId, isAdmin: true });
    } finally {
      await promoted.stop();
    }
  });
});
