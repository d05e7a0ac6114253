import { generate } from 'otplib';
import { MSG_AUTH } from '@/lib/shared/messages/auth';
import { MSG_MFA } from '@/lib/shared/messages/mfa';
import { MSG_LIMITS } from '@/lib/shared/messages/limits';
import { startApp, type TestApp } from '../support/app-server';
import { connectSocket, serverDisconnect } from '../support/chat-sockets';
import { registerMember, uniqueEmail } from '../support/factories';
import { client, type Client } from '../support/http-client';

/**
 * Admins' second factor through the real server. Codes are made here from the secret the set-up
 * returned, at a chosen time: `epoch` is the test's clock, one 30-second step after another, since
 * the server refuses a step it has already seen.
 */
jest.setTimeout(90_000);

const ADMIN = { email: 'mfa-admin@example.test', password: 'Admin passphrase for mfa 7' };
let optional: TestApp;
let required: TestApp;

beforeAll(async () => {
  [optional, required] = await Promise.all([
    startApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }),
    startApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ADMIN_MFA_REQUIRED: 'true' }),
  ]);
});
afterAll(() => Promise.all([optional?.stop(), required?.stop()]));

const now = () => Math.floor(Date.now() / 1000);
/** The code of the step `steps` after the current one. */
const codeAt = (secret: string, steps: number) => generate({ secret, epoch: now() + steps * 30 });

async function setUp(api: Client, token: string) {
  const setup = await api.post('/api/auth/mfa/setup', undefined, token);
  expect(setup.status).toBe(200);
  const enable = await api.post('/api/auth/mfa/enable', { code: await codeAt(setup.body.secret, 0) }, token);
  expect(enable.status).toBe(200);
  return { secret: setup.body.secret as string, recoveryCodes: enable.body.recoveryCodes as string[] };
}

/** A second admin, made through the admin API, so rate limits in one test do not touch another. */
async function newAdmin(api: Client, adminToken: string) {
  const credentials = { email: uniqueEmail('admin'), password: 'Second admin passphrase 5' };
  const created = await api.post(
    '/api/admin/profiles',
    { ...credentials, firstName: 'Bilal', lastName: 'Khan', age: 40, gender: 'Male', university: 'Head office', isStudent: false, isGraduate: true, isAdmin: true },
    adminToken,
  );
  expect(created.status).toBe(201);
  return credentials;
}

describe('without ADMIN_MFA_REQUIRED', () => {
  let api: Client;
  let adminToken: string;
  beforeAll(async () => {
    api = client(optional.url);
    const login = await api.post('/api/auth/login', ADMIN);
    // The spec's flow is unchanged: an admin without a second factor logs straight in.
    expect(login.body).toMatchObject({ token: expect.any(String), isAdmin: true });
    expect(login.body.mfaSetupRequired).toBeUndefined();
    adminToken = login.body.token;
  });

  it('is for admins only', async () => {
    const member = await registerMember(api);
    for (const [method, path] of [['GET', '/api/auth/mfa'], ['POST', '/api/auth/mfa/setup'], ['POST', '/api/auth/mfa/enable']] as const) {
      expect((await api.call(method, path, { token: member.token, body: method === 'POST' ? { code: '123456' } : undefined })).status).toBe(403);
      expect((await api.call(method, path, { body: method === 'POST' ? { code: '123456' } : undefined })).status).toBe(401);
    }
  });

  it('sets up with a QR code, then login asks for a code; a code and a recovery code each work once', async () => {
    const admin = await newAdmin(api, adminToken);
    const token = (await api.post('/api/auth/login', admin)).body.token;
    expect((await api.get('/api/auth/mfa', token)).body).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });

    const setup = await api.post('/api/auth/mfa/setup', undefined, token);
    expect(setup.body).toEqual({
      secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
      otpauthUrl: expect.stringMatching(/^otpauth:\/\/totp\/.+secret=/),
      qrDataUrl: expect.stringMatching(/^data:image\/png;base64,/),
    });
    expect(optional.output()).not.toContain(setup.body.secret);
    const secret = setup.body.secret;
    const wrong = await api.post('/api/auth/mfa/enable', { code: String((Number(await codeAt(secret, 0)) + 1) % 1_000_000).padStart(6, '0') }, token);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(MSG_MFA.codeInvalid);
    // Kept rather than made again below: by then the 30-second step may have turned, and the same call would give the next step's code.
    const enablingCode = await codeAt(secret, 0);
    const enabled = await api.post('/api/auth/mfa/enable', { code: enablingCode }, token);
    expect(enabled.status).toBe(200);
    expect(enabled.body.recoveryCodes).toHaveLength(10);
    expect(new Set(enabled.body.recoveryCodes).size).toBe(10);
    expect((await api.get('/api/auth/mfa', token)).body).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
    expect((await api.post('/api/auth/mfa/setup', undefined, token)).status).toBe(409);

    // The password alone opens no session.
    const first = await api.post('/api/auth/login', admin);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ mfaRequired: true, mfaToken: expect.any(String) });
    expect((await api.get('/api/auth/me', first.body.mfaToken)).status).toBe(401);

    // The code used to enable (this step) is spent; the next step's code works, once.
    expect((await api.post('/api/auth/login/mfa', { mfaToken: first.body.mfaToken, code: enablingCode })).status).toBe(401);
    const next = await codeAt(secret, 1);
    const done = await api.post('/api/auth/login/mfa', { mfaToken: first.body.mfaToken, code: next });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ token: expect.any(String), userId: expect.any(String), isAdmin: true, email: admin.email });
    expect((await api.get('/api/admin/profiles', done.body.token)).status).toBe(200);
    const reused = await api.post('/api/auth/login/mfa', { mfaToken: first.body.mfaToken, code: await codeAt(secret, -1) });
    expect(reused.body).toEqual({ message: MSG_MFA.stepExpired, code: 'unauthenticated' });
    const second = await api.post('/api/auth/login', admin);
    expect((await api.post('/api/auth/login/mfa', { mfaToken: second.body.mfaToken, code: next })).status).toBe(401);

    // A recovery code, typed loosely, works once.
    const recovery = enabled.body.recoveryCodes[3] as string;
    const byRecovery = await api.post('/api/auth/login/mfa', { mfaToken: second.body.mfaToken, code: recovery.toLowerCase().replace('-', ' ') });
    expect(byRecovery.status).toBe(200);
    expect(byRecovery.body.token).toEqual(expect.any(String));
    const third = await api.post('/api/auth/login', admin);
    expect((await api.post('/api/auth/login/mfa', { mfaToken: third.body.mfaToken, code: recovery })).status).toBe(401);
    expect((await api.get('/api/auth/mfa', byRecovery.body.token)).body.recoveryCodesLeft).toBe(9);

    // Turning it off takes the password and a code (the next step's is spent, so a recovery
    // code); then the password alone logs in again.
    const another = enabled.body.recoveryCodes[5] as string;
    const badPassword = await api.post('/api/auth/mfa/disable', { password: 'not it at all', code: another }, byRecovery.body.token);
    expect(badPassword.body).toEqual({ message: MSG_MFA.passwordWrong, code: 'invalid_input' });
    expect((await api.post('/api/auth/mfa/disable', { password: admin.password, code: next }, byRecovery.body.token)).status).toBe(400);
    expect((await api.post('/api/auth/mfa/disable', { password: admin.password, code: another }, byRecovery.body.token)).status).toBe(200);
    expect((await api.get('/api/auth/mfa', byRecovery.body.token)).body).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
    expect((await api.post('/api/auth/login', admin)).body.token).toEqual(expect.any(String));
  });

  it('ends the sessions opened with the password alone, sockets included, when the second factor is turned on', async () => {
    const admin = await newAdmin(api, adminToken);
    const earlier = (await api.post('/api/auth/login', admin)).body.token;
    const socket = await connectSocket(optional.url, earlier);
    const watch = serverDisconnect(socket, 5000);
    const current = (await api.post('/api/auth/login', admin)).body.token;
    await setUp(api, current);
    expect((await watch.within()).ended).toEqual({ reason: 'revoked' });
    expect((await api.get('/api/auth/me', earlier)).status).toBe(401);
    // The session that proved the code goes on.
    expect((await api.get('/api/auth/mfa', current)).body.enabled).toBe(true);
    socket.close();
  });

  it('refuses malformed codes and tokens with a 400 or 401, never a 500', async () => {
    expect((await api.post('/api/auth/login/mfa', { mfaToken: 'nonsense', code: '123456' })).status).toBe(401);
    expect((await api.post('/api/auth/login/mfa', { mfaToken: 'nonsense', code: 'abc' })).body.message).toBe(MSG_MFA.codeFormat);
    expect((await api.post('/api/auth/login/mfa', {})).status).toBe(400);
    // A session token is not an MFA token.
    const member = await registerMember(api);
    expect((await api.post('/api/auth/login/mfa', { mfaToken: member.token, code: '123456' })).status).toBe(401);
  });

  it('limits wrong codes per account: after five, even the right code waits, and the admin is told for how long', async () => {
    const admin = await newAdmin(api, adminToken);
    const { secret } = await setUp(api, (await api.post('/api/auth/login', admin)).body.token);
    const { mfaToken } = (await api.post('/api/auth/login', admin)).body;
    const right = await codeAt(secret, 1);
    const wrongCode = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i += 1) expect((await api.post('/api/auth/login/mfa', { mfaToken, code: wrongCode })).status).toBe(401);
    const limited = await api.post('/api/auth/login/mfa', { mfaToken, code: right });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(MSG_MFA.tooManyAttempts(MSG_LIMITS.waitMinutes(15)));
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
  });
});

describe('with ADMIN_MFA_REQUIRED=true', () => {
  it('lets an admin without a second factor only set one up (or log out), enforced by the server', async () => {
    const api = client(required.url);
    const login = await api.post('/api/auth/login', ADMIN);
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ token: expect.any(String), isAdmin: true, mfaSetupRequired: true });
    const token = login.body.token;

    for (const path of ['/api/admin/profiles', '/api/admin/outbox', '/api/chats']) {
      const refused = await api.get(path, token);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ message: MSG_MFA.setupRequired, code: 'mfa_setup_required' });
    }
    await expect(connectSocket(required.url, token)).rejects.toMatchObject({ data: { code: 'mfa_setup_required' } });
    expect((await api.get('/api/auth/me', token)).body.mfaSetupRequired).toBe(true);
    expect((await api.get('/api/auth/mfa', token)).body).toEqual({ enabled: false, required: true, recoveryCodesLeft: 0 });

    const { secret } = await setUp(api, token);
    expect((await api.get('/api/admin/profiles', token)).status).toBe(200);
    expect((await api.get('/api/auth/me', token)).body.mfaSetupRequired).toBeUndefined();

    const again = await api.post('/api/auth/login', ADMIN);
    expect(again.body.mfaRequired).toBe(true);
    const done = await api.post('/api/auth/login/mfa', { mfaToken: again.body.mfaToken, code: await codeAt(secret, 1) });
    expect(done.body.mfaSetupRequired).toBeUndefined();
    expect((await api.post('/api/auth/logout', undefined, done.body.token)).status).toBe(200);
  });

  it('leaves members alone', async () => {
    const api = client(required.url);
    const member = await registerMember(api);
    const login = await api.post('/api/auth/login', { email: member.payload.email, password: member.payload.password });
    expect(login.body.mfaSetupRequired).toBeUndefined();
    expect((await api.get('/api/chats', login.body.token)).status).toBe(402);
    expect((await api.get('/api/auth/mfa', login.body.token)).body.message).toBe(MSG_AUTH.adminOnly);
  });
});
