import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { MSG_ACCOUNT_DELETION } from '@/lib/shared/messages/account';
import { startApp, type TestApp } from '../support/app-server';
import { connectSocket, record, until } from '../support/chat-sockets';
import { registerMember, uniqueEmail } from '../support/factories';
import { client, type Client } from '../support/http-client';
import { subscribeMember } from '../support/paypal';
import { simulatorAuthorization } from '../support/paypal-credentials';
import { startS3, type TestS3 } from '../support/s3-server';

jest.setTimeout(120_000);

const ADMIN = { ADMIN_EMAIL: 'admin.account@example.test', ADMIN_PASSWORD: 'admin-password-123' };
const PASSWORD = 'correct horse battery';
let app: TestApp;
let api: Client;
let adminToken: string;
let s3: TestS3 | undefined;

type Member = Awaited<ReturnType<typeof registerMember>> & { subscriptionId: string };

/** The photo keys the store holds right now, whichever driver it is. */
async function storedKeys(): Promise<string[]> {
  if (s3) return (await s3.listKeys()).map((key) => key.replace(/^photos\//, ''));
  return (await readdir(path.join(app.dataDir, 'photos')).catch(() => [] as string[])).filter((name) => name.endsWith('.webp'));
}

async function member(gender: 'male' | 'female'): Promise<Member> {
  const m = await registerMember(api, { gender });
  return { ...m, subscriptionId: await subscribeMember(api, m.token) };
}

/** Uploads a photo and answers the keys it added to the store. */
async function uploadPhoto(token: string): Promise<string[]> {
  const before = new Set(await storedKeys());
  const bytes = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#2a6' } }).jpeg().toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
  const response = await fetch(`${app.url}/api/photos/upload`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  expect(response.status).toBe(201);
  return (await storedKeys()).filter((key) => !before.has(key));
}

/** What the PayPal simulator says of a subscription, asked the way the app asks PayPal. */
async function paypalStatus(subscriptionId: string): Promise<string> {
  const form = { 'Content-Type': 'application/x-www-form-urlencoded' };
  const token = await api.call('POST', '/paypal-sim/v1/oauth2/token', { raw: 'grant_type=client_credentials', headers: { ...form, Authorization: simulatorAuthorization() } });
  const reply = await api.call('GET', `/paypal-sim/v1/billing/subscriptions/${subscriptionId}`, { headers: { Authorization: `Bearer ${token.body.access_token}` } });
  return reply.body.status;
}

const deleteOwn = (token: string, body: unknown) => api.call('DELETE', '/api/users/profile', { body, token });
const deleteByAdmin = (id: string, body: unknown, token = adminToken) => api.call('DELETE', `/api/admin/profiles/${id}`, { body, token });
const login = (email: string, password = PASSWORD) => api.post('/api/auth/login', { email, password });

/** A woman with a photo she let a man see, a conversation with him and an active membership. */
async function coupleWithHistory() {
  const [she, he] = await Promise.all([member('female'), member('male')]);
  const herKeys = await uploadPhoto(she.token);
  const request = await api.post('/api/photos/request', { targetUserId: she.userId }, he.token);
  expect(request.status).toBe(201);
  expect((await api.put(`/api/photos/requests/${request.body.request._id}/respond`, { status: 'accepted' }, she.token)).status).toBe(200);
  expect((await api.post('/api/chats/messages', { receiverId: she.userId, content: 'Assalamu alaikum', clientId: 'a1' }, he.token)).status).toBe(201);
  expect((await api.post('/api/chats/messages', { receiverId: he.userId, content: 'Wa alaikum assalam', clientId: 'b1' }, she.token)).status).toBe(201);
  expect(JSON.stringify((await api.get('/api/chats', he.token)).body)).toContain(she.userId);
  return { she, he, herKeys };
}

describe.each(['fs', 's3'] as const)('account deletion on %s storage', (driver) => {
  beforeAll(async () => {
    s3 = driver === 's3' ? await startS3() : undefined;
    app = await startApp({ ...ADMIN, ...s3?.env });
    api = client(app.url);
    adminToken = (await login(ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD)).body.token;
  });
  afterAll(async () => {
    await app?.stop();
    await s3?.stop();
  });

  it('a member deletes her account: photos gone from the store, login and token refused, gone from his chats (told live), PayPal cancelled', async () => {
    const { she, he, herKeys } = await coupleWithHistory();
    expect(herKeys).toHaveLength(1);
    expect(await paypalStatus(she.subscriptionId)).toBe('ACTIVE');
    const hisSocket = await connectSocket(app.url, he.token);
    const closed = record<{ partnerId: string; reason: string }>(hisSocket, 'partnerUnavailable');

    const reply = await deleteOwn(she.token, { password: PASSWORD });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, message: MSG_ACCOUNT_DELETION.deleted });
    // His open chat with her hears that she left, rather than going quiet.
    expect(await until(() => closed[0], 5000, 'partnerUnavailable')).toEqual({ partnerId: she.userId, reason: 'left' });
    hisSocket.close();

    expect(await storedKeys()).not.toContain(herKeys[0]);
    expect((await login(she.payload.email)).status).toBe(401);
    expect((await api.get('/api/users/profile', she.token)).status).toBe(401);
    const hisChats = await api.get('/api/chats', he.token);
    expect(hisChats.status).toBe(200);
    expect(JSON.stringify(hisChats.body)).not.toContain(she.userId);
    expect((await api.get(`/api/users/profile/${she.userId}`, he.token)).status).toBe(404);
    expect(await paypalStatus(she.subscriptionId)).toBe('CANCELLED');

    const audit = (await api.get('/api/admin/audit', adminToken)).body as Array<Record<string, any>>;
    const entry = audit.find((e) => e.action === 'account.delete' && e.before?.userId === she.userId);
    expect(entry).toMatchObject({ actorId: null, targetUserId: null, before: { deletedBy: 'self', photos: 1, subscriptionsCancelled: 1 } });
    expect(JSON.stringify(entry)).not.toContain(she.payload.email);
  });

  it('a wrong or missing password changes nothing', async () => {
    const she = await member('female');
    const [key] = await uploadPhoto(she.token);
    const wrong = await deleteOwn(she.token, { password: 'not my password 2026' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(MSG_ACCOUNT_DELETION.passwordWrong);
    for (const body of [{}, { password: '' }, { password: 42 }, 'not json']) {
      const bad = body === 'not json' ? await api.call('DELETE', '/api/users/profile', { raw: 'not json', token: she.token, headers: { 'Content-Type': 'application/json' } }) : await deleteOwn(she.token, body);
      expect(bad.status).toBe(400);
    }
    expect((await deleteOwn('', { password: PASSWORD })).status).toBe(401);
    expect(await storedKeys()).toContain(key);
    expect((await login(she.payload.email)).status).toBe(200);
    expect((await api.get('/api/users/profile', she.token)).status).toBe(200);
    expect(await paypalStatus(she.subscriptionId)).toBe('ACTIVE');
  });

  it('an admin deletes a member with a reason: audited, objects removed; admins are never deleted here', async () => {
    const { she, he, herKeys } = await coupleWithHistory();
    const hisKeys = await uploadPhoto(he.token);

    expect((await deleteByAdmin(he.userId, {})).status).toBe(400);
    expect((await deleteByAdmin(he.userId, { reason: '   ' })).status).toBe(400);
    expect((await deleteByAdmin(he.userId, { reason: 'x'.repeat(1001) })).status).toBe(400);
    expect((await deleteByAdmin('not-a-uuid', { reason: 'Spam.' })).status).toBe(400);
    expect((await deleteByAdmin('00000000-0000-4000-8000-000000000000', { reason: 'Spam.' })).status).toBe(404);
    expect((await deleteByAdmin(he.userId, { reason: 'Spam.' }, she.token)).status).toBe(403);

    const reply = await deleteByAdmin(he.userId, { reason: 'He asked us by email to close his account.' });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(MSG_ACCOUNT_DELETION.adminDeleted);
    expect(await storedKeys()).not.toContain(hisKeys[0]);
    expect(await storedKeys()).toContain(herKeys[0]);
    expect((await api.get('/api/users/profile', he.token)).status).toBe(401);
    expect(JSON.stringify((await api.get('/api/chats', she.token)).body)).not.toContain(he.userId);
    expect(await paypalStatus(he.subscriptionId)).toBe('CANCELLED');
    expect((await deleteByAdmin(he.userId, { reason: 'Again.' })).status).toBe(404);

    const adminId = (await api.get('/api/auth/me', adminToken)).body.userId as string;
    const audit = (await api.get('/api/admin/audit', adminToken)).body as Array<Record<string, any>>;
    const entry = audit.find((e) => e.action === 'account.delete' && e.before?.userId === he.userId);
    expect(entry).toMatchObject({ actorId: adminId, targetUserId: null, reason: 'He asked us by email to close his account.', before: { deletedBy: 'admin', photos: 1 } });

    const otherAdmin = await api.post(
      '/api/admin/profiles',
      {
        firstName: 'Amina',
        lastName: 'Khan',
        email: uniqueEmail('second-admin'),
        age: 30,
        gender: 'Female',
        university: 'UCL',
        isStudent: false,
        isGraduate: true,
        isAdmin: true,
        guardianEmail: uniqueEmail('wali'),
        guardianPhone: '+44 7700 900555',
        password: '',
      },
      adminToken,
    );
    expect(otherAdmin.status).toBe(201);
    const refused = await deleteByAdmin(otherAdmin.body.id, { reason: 'Trying.' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(MSG_ACCOUNT_DELETION.cannotDeleteAdmin);
    expect((await deleteByAdmin(adminId, { reason: 'Trying.' })).status).toBe(403);
    const self = await deleteOwn(adminToken, { password: ADMIN.ADMIN_PASSWORD });
    expect(self.status).toBe(403);
    expect(self.body.message).toBe(MSG_ACCOUNT_DELETION.adminSelfRefused);
    expect((await login(ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD)).status).toBe(200);
  });
});
