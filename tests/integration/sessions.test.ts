import { randomBytes } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { MSG_AUTH } from '@/lib/shared/messages/auth';
import { MSG_PASSWORD } from '@/lib/shared/messages/password';
import { startApp, type TestApp } from '../support/app-server';
import { createTestClock } from '../support/clock';
import { connectSocket, emitWithAck, serverDisconnect, type ChatSocket } from '../support/chat-sockets';
import { registerMember } from '../support/factories';
import { client, type Client } from '../support/http-client';
import { subscribedMember } from '../support/paypal';

/**
 * Sessions end on the server and everywhere at once: the token stops working and every socket of
 * the session is disconnected within a second (waited for on the disconnect event, not slept).
 */
jest.setTimeout(60_000);

const JWT_SECRET = randomBytes(32).toString('hex');
const ADMIN = { email: 'sessions-admin@example.test', password: 'Admin passphrase for sessions 9' };
const NEW_PASSWORD = 'Lantern harbour quietly 47';
let app: TestApp;
let api: Client;
let adminToken: string;
const sockets: ChatSocket[] = [];
const clock = createTestClock();
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

beforeAll(async () => {
  app = await startApp({ JWT_SECRET, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...clock.env });
  api = client(app.url);
  adminToken = (await api.post('/api/auth/login', ADMIN)).body.token;
});
afterEach(() => sockets.splice(0).forEach((s) => s.close()));
afterAll(async () => {
  await app?.stop();
  clock.remove();
});

const connect = async (token: string) => {
  const socket = await connectSocket(app.url, token);
  sockets.push(socket);
  return socket;
};
const login = (email: string, password: string) => api.post('/api/auth/login', { email, password });
/** A second device of the same member: a session of its own. */
const secondDevice = async (member: { payload: { email: string; password: string } }) => (await login(member.payload.email, member.payload.password)).body.token as string;
/** A socket still served: an acknowledged event proves it without waiting for an absence. */
const stillServed = async (socket: ChatSocket) => expect(await emitWithAck(socket, 'messageDelivered', { messageId: '00000000-0000-4000-8000-000000000000' })).toEqual({ ok: true, delivered: 0 });

describe('POST /api/auth/logout', () => {
  it('ends the calling session only: its token answers 401 and its sockets close within a second', async () => {
    const member = await subscribedMember(api);
    const other = await secondDevice(member);
    const [mine, theirs] = await Promise.all([connect(member.token), connect(other)]);
    const watch = serverDisconnect(mine);

    expect((await api.post('/api/auth/logout', undefined, member.token)).status).toBe(200);
    expect(await watch.within()).toEqual({ reason: 'io server disconnect', ended: { reason: 'logout' } });
    const after = await api.get('/api/auth/me', member.token);
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ message: MSG_AUTH.sessionExpired, code: 'unauthenticated' });

    expect((await api.get('/api/auth/me', other)).status).toBe(200);
    await stillServed(theirs);
    await expect(connectSocket(app.url, member.token)).rejects.toThrow(MSG_AUTH.sessionExpired);
  });

  it('needs a session', async () => {
    expect((await api.post('/api/auth/logout')).status).toBe(401);
    expect((await api.post('/api/auth/logout-all')).status).toBe(401);
  });
});

describe('POST /api/auth/logout-all', () => {
  it('ends every session of the member, this one included, with their sockets', async () => {
    const member = await subscribedMember(api);
    const other = await secondDevice(member);
    const bystander = await subscribedMember(api, { gender: 'female' });
    const [mine, theirs, unrelated] = await Promise.all([connect(member.token), connect(other), connect(bystander.token)]);
    const watches = [serverDisconnect(mine), serverDisconnect(theirs)];

    expect((await api.post('/api/auth/logout-all', undefined, member.token)).status).toBe(200);
    for (const watch of watches) expect((await watch.within()).ended).toEqual({ reason: 'logout' });
    expect((await api.get('/api/auth/me', member.token)).status).toBe(401);
    expect((await api.get('/api/auth/me', other)).status).toBe(401);
    await stillServed(unrelated);
    expect((await login(member.payload.email, member.payload.password)).status).toBe(200);
  });
});

describe('POST /api/auth/change-password', () => {
  it('refuses a wrong current password with a clear message and changes nothing', async () => {
    const member = await subscribedMember(api);
    const other = await secondDevice(member);
    const reply = await api.post('/api/auth/change-password', { currentPassword: 'not my password', newPassword: NEW_PASSWORD }, member.token);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ message: MSG_PASSWORD.currentPasswordWrong, code: 'invalid_input' });
    expect((await api.get('/api/auth/me', other)).status).toBe(200);
    expect((await login(member.payload.email, member.payload.password)).status).toBe(200);
    expect((await login(member.payload.email, NEW_PASSWORD)).status).toBe(401);
  });

  it('caps wrong current passwords: after five, even the right one waits, so a borrowed session cannot keep guessing', async () => {
    const member = await registerMember(api);
    const change = (currentPassword: string) => api.post('/api/auth/change-password', { currentPassword, newPassword: NEW_PASSWORD }, member.token);
    for (let i = 0; i < 5; i += 1) expect((await change(`guess number ${i}`)).status).toBe(400);
    const limited = await change(member.payload.password);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(MSG_PASSWORD.tooManyPasswordAttempts);
    expect((await login(member.payload.email, member.payload.password)).status).toBe(200);
  });

  it('checks the new password with the shared rules and needs a session', async () => {
    const member = await registerMember(api);
    const short = await api.post('/api/auth/change-password', { currentPassword: member.payload.password, newPassword: 'short' }, member.token);
    expect(short.status).toBe(400);
    expect(short.body.message).toBe(MSG_PASSWORD.passwordTooShort);
    expect((await api.post('/api/auth/change-password', { currentPassword: member.payload.password, newPassword: NEW_PASSWORD })).status).toBe(401);
  });

  it('keeps the calling session, ends every other one with its sockets, and the new password logs in', async () => {
    const member = await subscribedMember(api);
    const other = await secondDevice(member);
    const [mine, theirs] = await Promise.all([connect(member.token), connect(other)]);
    const watch = serverDisconnect(theirs);

    const reply = await api.post('/api/auth/change-password', { currentPassword: member.payload.password, newPassword: NEW_PASSWORD }, member.token);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, message: MSG_PASSWORD.passwordChanged });
    expect((await watch.within()).ended).toEqual({ reason: 'revoked' });
    expect((await api.get('/api/auth/me', other)).status).toBe(401);
    expect((await api.get('/api/auth/me', member.token)).status).toBe(200);
    await stillServed(mine);
    expect((await login(member.payload.email, member.payload.password)).status).toBe(401);
    expect((await login(member.payload.email, NEW_PASSWORD)).status).toBe(200);
  });
});

describe('a set-password link', () => {
  it('ends every session and disconnects its sockets', async () => {
    const member = await subscribedMember(api);
    const socket = await connect(member.token);
    const watch = serverDisconnect(socket);
    await api.post('/api/auth/forgot-password', { email: member.payload.email });
    const mail = await app.mail.waitFor(member.payload.email, (m) => m.subject.includes('new password'));
    const link = /(http\S+\/set-password\?token=\S+)/.exec(mail.text)![1];
    const token = decodeURIComponent(new URL(link).searchParams.get('token')!);

    expect((await api.post('/api/auth/set-password', { token, password: NEW_PASSWORD })).status).toBe(200);
    expect((await watch.within()).ended).toEqual({ reason: 'revoked' });
    expect((await api.get('/api/auth/me', member.token)).status).toBe(401);
  });
});

describe('admin changes', () => {
  const profileOf = async (token: string) => ({ ...(await api.get('/api/auth/me', token)).body, gender: 'Male' });

  it('a new password set by an admin disconnects the member within a second', async () => {
    const member = await subscribedMember(api);
    const socket = await connect(member.token);
    const watch = serverDisconnect(socket);
    const reply = await api.put(`/api/admin/profiles/${member.userId}`, { ...(await profileOf(member.token)), password: NEW_PASSWORD }, adminToken);
    expect(reply.status).toBe(200);
    expect((await watch.within()).ended).toEqual({ reason: 'revoked' });
    expect((await api.get('/api/auth/me', member.token)).status).toBe(401);
  });

  it('a suspension disconnects the member, login answers 403 saying so, and reinstating does not revive old sessions', async () => {
    const member = await subscribedMember(api);
    const socket = await connect(member.token);
    const watch = serverDisconnect(socket);
    const profile = await profileOf(member.token);
    expect((await api.put(`/api/admin/profiles/${member.userId}`, { ...profile, suspended: true }, adminToken)).status).toBe(200);
    expect((await watch.within()).ended).toEqual({ reason: 'suspended' });

    const refused = await login(member.payload.email, member.payload.password);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: MSG_AUTH.accountSuspended, code: 'forbidden' });
    // A wrong password still says nothing about the account.
    expect((await login(member.payload.email, 'not the password')).status).toBe(401);

    expect((await api.put(`/api/admin/profiles/${member.userId}`, { ...profile, suspended: false }, adminToken)).status).toBe(200);
    expect((await api.get('/api/auth/me', member.token)).status).toBe(401);
    expect((await login(member.payload.email, member.payload.password)).status).toBe(200);
  });
});

describe('tokens', () => {
  it('refuses a correctly signed token without an expiry', async () => {
    const member = await registerMember(api);
    const { sub, jti, aud } = jwt.decode(member.token) as { sub: string; jti: string; aud: string };
    // Everything a session token carries (and the claim older tokens carried), but no `exp`.
    const forever = jwt.sign({ tv: 0 }, JWT_SECRET, { algorithm: 'HS256', subject: sub, jwtid: jti, audience: aud });
    const expiring = jwt.sign({ tv: 0 }, JWT_SECRET, { algorithm: 'HS256', subject: sub, jwtid: jti, audience: aud, expiresIn: '1h' });
    expect((await api.get('/api/auth/me', expiring)).status).toBe(200);
    const reply = await api.get('/api/auth/me', forever);
    expect(reply.status).toBe(401);
    expect(reply.body.message).toBe(MSG_AUTH.sessionExpired);
  });

  it('refuses a token for a session that never existed', async () => {
    const member = await registerMember(api);
    const { sub, aud } = jwt.decode(member.token) as { sub: string; aud: string };
    const invented = jwt.sign({ tv: 0 }, JWT_SECRET, { algorithm: 'HS256', subject: sub, jwtid: '00000000-0000-4000-8000-000000000000', audience: aud, expiresIn: '1h' });
    expect((await api.get('/api/auth/me', invented)).status).toBe(401);
  });
});

describe('an idle session', () => {
  // Every test here puts the clock back, so the others keep their sessions.
  afterEach(() => clock.advance(-clock.offset()));

  it('lives on while it is used, however long, and ends after 30 days without use', async () => {
    const member = await registerMember(api);
    for (let i = 0; i < 3; i += 1) {
      clock.advance(29 * DAY);
      expect((await api.get('/api/auth/me', member.token)).status).toBe(200);
    }
    clock.advance(30 * DAY + MINUTE);
    const ended = await api.get('/api/auth/me', member.token);
    expect(ended.status).toBe(401);
    expect(ended.body.message).toBe(MSG_AUTH.sessionExpired);
    // Logging in again starts a fresh one.
    expect((await api.get('/api/auth/me', await secondDevice(member))).status).toBe(200);
  });

  it('is marked as used at most every few minutes, not on every request', async () => {
    const member = await registerMember(api);
    // Used four minutes after login: too soon to be written down...
    clock.advance(4 * MINUTE);
    expect((await api.get('/api/auth/me', member.token)).status).toBe(200);
    // ...so 30 days after the login (not after that use) it has ended.
    clock.advance(30 * DAY - 2 * MINUTE);
    expect((await api.get('/api/auth/me', member.token)).status).toBe(401);
  });

  it('also ends its sockets’ events', async () => {
    const member = await subscribedMember(api);
    const socket = await connect(member.token);
    await stillServed(socket);
    clock.advance(31 * DAY);
    expect(await emitWithAck(socket, 'messageDelivered', { messageId: '00000000-0000-4000-8000-000000000000' })).toMatchObject({ ok: false });
  });
});
