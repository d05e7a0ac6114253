// @ownDatabase embedded
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generate } from 'otplib';
import { MSG_AUTH } from '@/lib/shared/messages/auth';
import { startApp, type TestApp } from '../support/app-server';
import { registration } from '../support/factories';
import { client } from '../support/http-client';
import { subscribedMember } from '../support/paypal';

/**
 * JWT_SECRET rotated (after a leak, say) while DATA_SECRET keeps its old value, on the same
 * database: every session ends, and what the database keeps under the secret still holds, so a
 * banned address stays banned and an admin's authenticator still opens her account.
 */
jest.setTimeout(120_000);

const ADMIN = { email: 'rotation-admin@example.test', password: 'Rotation admin passphrase 3' };
const OLD_SECRET = randomBytes(32).toString('hex');
const NEW_SECRET = randomBytes(32).toString('hex');
const saved = process.env.TEST_DATABASE_URL;
let dataDir: string;
let app: TestApp | undefined;

const start = (env: Record<string, string>) => startApp({ DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...env });
/** The code of the step `steps` after the current one: the server takes the steps beside it, each once. */
const codeAt = (secret: string, steps: number) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

beforeAll(() => {
  // Both servers must meet the same database: the one in the data folder they share.
  delete process.env.TEST_DATABASE_URL;
  dataDir = mkdtempSync(path.join(tmpdir(), 'ns-secret-rotation-'));
});
afterAll(async () => {
  await app?.stop();
  if (saved !== undefined) process.env.TEST_DATABASE_URL = saved;
  rmSync(dataDir, { recursive: true, force: true });
});

describe('JWT_SECRET rotated with DATA_SECRET kept', () => {
  it('ends every session, and keeps bans and second factors', async () => {
    app = await start({ JWT_SECRET: OLD_SECRET });
    let api = client(app.url);
    const adminToken = (await api.post('/api/auth/login', ADMIN)).body.token as string;
    const setup = await api.post('/api/auth/mfa/setup', undefined, adminToken);
    expect((await api.post('/api/auth/mfa/enable', { code: await codeAt(setup.body.secret, -1) }, adminToken)).status).toBe(200);
    const adminSession = (await api.post('/api/auth/login/mfa', { mfaToken: (await api.post('/api/auth/login', ADMIN)).body.mfaToken, code: await codeAt(setup.body.secret, 0) })).body.token as string;

    const banned = await subscribedMember(api, { gender: 'female' });
    const reporter = await subscribedMember(api, { gender: 'male' });
    expect((await api.post('/api/reports', { targetUserId: banned.userId, reason: 'scam', block: false }, reporter.token)).status).toBe(201);
    const group = (await api.get('/api/admin/reports', adminSession)).body.groups.find((g: { member?: { id: string } }) => g.member?.id === banned.userId);
    expect((await api.post(`/api/admin/reports/${group.reports[0].id}/action`, { action: 'ban', reason: 'Scam.' }, adminSession)).status).toBe(200);
    expect((await api.call('DELETE', `/api/admin/profiles/${banned.userId}`, { body: { reason: 'Banned for scams.' }, token: adminSession })).status).toBe(200);
    await app.stop();

    app = await start({ JWT_SECRET: NEW_SECRET, DATA_SECRET: OLD_SECRET });
    api = client(app.url);
    expect((await api.get('/api/auth/me', reporter.token)).status).toBe(401);
    expect((await api.get('/api/auth/me', adminSession)).status).toBe(401);
    const again = await api.post('/api/auth/register', registration({ gender: 'female', email: banned.payload.email }));
    expect({ status: again.status, message: again.body.message }).toEqual({ status: 403, message: MSG_AUTH.emailBanned });
    const login = await api.post('/api/auth/login', ADMIN);
    expect(login.body).toEqual({ mfaRequired: true, mfaToken: expect.any(String) });
    const byCode = await api.post('/api/auth/login/mfa', { mfaToken: login.body.mfaToken, code: await codeAt(setup.body.secret, 1) });
    expect(byCode.status).toBe(200);
    expect((await api.get('/api/admin/profiles', byCode.body.token)).status).toBe(200);
  });
});
