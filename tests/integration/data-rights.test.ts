import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { COMPATIBILITY_QUESTION_BY_ID } from '@/lib/shared/compatibility-questions';
import { EXPORTS_PER_DAY } from '@/lib/shared/constants';
import { MSG_ACCOUNT_EMAIL } from '@/lib/shared/messages/account';
import { MSG_ADMIN } from '@/lib/shared/messages/admin';
import { MSG_AUTH } from '@/lib/shared/messages/auth';
import { startApp, type TestApp } from '../support/app-server';
import { createTestClock, type TestClock } from '../support/clock';
import { adminProfile, registerMember, registration } from '../support/factories';
import { client, type Client } from '../support/http-client';
import { subscribeMember } from '../support/paypal';
import { pollUntil } from '../support/poll';
import { startS3 } from '../support/s3-server';
import { unzip } from '../support/zip';

/**
 * Issue 24 through the real server: the data export (every file of the zip checked against what
 * the test made, photo bytes included, from fs and from S3, and its daily limit), a banned
 * member's address refused (at registration, an admin's new profile and a change of email)
 * after her account is deleted, and reports about a deleted member kept with a snapshot for 12
 * months of the app clock, then removed by the job system.
 */
jest.setTimeout(180_000);

const ADMIN = { ADMIN_EMAIL: 'admin.rights@example.test', ADMIN_PASSWORD: 'admin-password-123' };
const PASSWORD = 'correct horse battery';
const DAY_MS = 24 * 3600 * 1000;

let app: TestApp;
let api: Client;
let clock: TestClock;

const adminToken = async () => (await api.post('/api/auth/login', { email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD })).body.token as string;

async function member(gender: 'male' | 'female', overrides: Record<string, unknown> = {}) {
  const m = await registerMember(api, { gender, ...overrides });
  return { ...m, subscriptionId: await subscribeMember(api, m.token) };
}

async function send(from: { token: string }, to: { userId: string }, content: string) {
  const reply = await api.post('/api/chats/messages', { receiverId: to.userId, content }, from.token);
  expect(reply.status).toBe(201);
  return reply.body as { _id: string; content: string; timestamp: string };
}

async function postPhoto(appUrl: string, token: string): Promise<void> {
  const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } }).jpeg().toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
  const response = await fetch(`${appUrl}/api/photos/upload`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  expect(response.status).toBe(201);
}

async function uploadPhoto(token: string): Promise<string> {
  const dir = path.join(app.dataDir, 'photos');
  const before = new Set(await readdir(dir).catch(() => [] as string[]));
  await postPhoto(app.url, token);
  const added = (await readdir(dir)).filter((name) => name.endsWith('.webp') && !before.has(name));
  expect(added).toHaveLength(1);
  return added[0];
}

async function download(token: string, appUrl = app.url) {
  const response = await fetch(`${appUrl}/api/account/export`, { headers: { Authorization: `Bearer ${token}` } });
  const body = Buffer.from(await response.arrayBuffer());
  return { response, body };
}

const json = (files: Map<string, Buffer>, name: string) => JSON.parse(files.get(name)!.toString('utf8'));

beforeAll(async () => {
  clock = createTestClock();
  app = await startApp({ ...ADMIN, ...clock.env });
  api = client(app.url);
});
afterAll(async () => {
  await app?.stop();
  clock?.remove();
});

describe('GET /api/account/export', () => {
  it('streams a zip whose every file matches what she did, photo bytes included, three times a day', async () => {
    const she = await member('female');
    const he = await member('male');
    const blocked = await member('male');
    const reported = await member('male');
    const photoKey = await uploadPhoto(she.token);

    const first = await send(he, she, 'Assalamu alaikum, may I ask about your studies?');
    const reply = await send(she, he, 'Wa alaikum assalam, of course.');
    const request = await api.post('/api/photos/request', { targetUserId: she.userId }, he.token);
    expect(request.status).toBe(201);
    expect((await api.put(`/api/photos/requests/${request.body.request._id}/respond`, { status: 'accepted' }, she.token)).status).toBe(200);
    expect((await api.post(`/api/users/${blocked.userId}/block`, {}, she.token)).status).toBeLessThan(300);
    const report = await api.post('/api/reports', { targetUserId: reported.userId, reason: 'scam', details: 'Asked me for money.', block: false }, she.token);
    expect(report.status).toBe(201);
    const answers = [{ questionId: 1, answer: 0, accepted: [0, 1], importance: 'very' }];
    expect((await api.put('/api/compatibility/answers', { answers }, she.token)).status).toBe(200);
    // The registration's email to her guardian is what guardian-emails.json must list.
    await app.mail.waitFor(she.payload.guardianEmail as string);

    expect((await download('')).response.status).toBe(401);
    const { response, body } = await download(she.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="nikah-scholars-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    // Streamed: no length up front, chunked as it is written.
    expect(response.headers.get('content-length')).toBeNull();

    const files = await unzip(body);
    expect([...files.keys()].sort()).toEqual(
      [
        'README.txt',
        'profile.json',
        'messages.json',
        'photo-requests.json',
        'photos/photos.json',
        `photos/${(json(files, 'photos/photos.json') as Array<{ id: string }>)[0].id}.webp`,
        'subscription.json',
        'guardian-emails.json',
        'blocks.json',
        'reports-made.json',
        'compatibility.json',
        'audit.json',
      ].sort(),
    );

    const readme = files.get('README.txt')!.toString('utf8');
    for (const name of ['profile.json', 'messages.json', 'photo-requests.json', 'photos/', 'subscription.json', 'guardian-emails.json', 'blocks.json', 'reports-made.json', 'compatibility.json', 'audit.json']) {
      expect(readme).toContain(name);
    }

    const profile = json(files, 'profile.json');
    expect(profile).toMatchObject({ id: she.userId, email: she.payload.email, firstName: she.payload.firstName, lastName: she.payload.lastName, gender: 'female' });
    expect(profile).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(profile)).not.toMatch(/\$2[aby]\$/);
    expect(profile.guardians).toEqual([expect.objectContaining({ email: she.payload.guardianEmail, status: 'pending' })]);

    const messages = json(files, 'messages.json');
    expect(messages.conversations).toEqual([expect.objectContaining({ with: { id: he.userId, firstName: he.payload.firstName } })]);
    expect(messages.messages).toEqual([
      expect.objectContaining({ direction: 'received', content: first.content, status: expect.stringMatching(/^(sent|delivered|read)$/), sentAt: first.timestamp }),
      expect.objectContaining({ direction: 'sent', content: reply.content, sentAt: reply.timestamp }),
    ]);

    expect(json(files, 'photo-requests.json')).toEqual([expect.objectContaining({ direction: 'received', with: { id: he.userId, firstName: he.payload.firstName }, status: 'accepted' })]);

    const [photo] = json(files, 'photos/photos.json');
    expect(photo).not.toHaveProperty('storageKey');
    const stored = await readFile(path.join(app.dataDir, 'photos', photoKey));
    expect(files.get(photo.file)!.equals(stored)).toBe(true);

    const subscription = json(files, 'subscription.json');
    expect(subscription.subscriptions).toEqual([expect.objectContaining({ subscriptionId: she.subscriptionId, status: 'ACTIVE', trialEndsAt: expect.any(String) })]);
    expect(subscription.payments).toEqual([]);

    const guardianEmails = json(files, 'guardian-emails.json');
    // What her guardian was sent: the registration, then the new conversation and the photo request he asked.
    expect(guardianEmails.map((mail: { kind: string }) => mail.kind)).toEqual(['guardian_registration', 'guardian_new_conversation', 'guardian_photo_request']);
    expect(guardianEmails.every((mail: { to: string; subject: string }) => mail.to === she.payload.guardianEmail && mail.subject.length > 0)).toBe(true);

    expect(json(files, 'blocks.json')).toEqual([expect.objectContaining({ member: { id: blocked.userId, firstName: blocked.payload.firstName } })]);
    expect(json(files, 'reports-made.json')).toEqual([
      expect.objectContaining({ about: { id: reported.userId, firstName: reported.payload.firstName }, reason: 'scam', details: 'Asked me for money.', status: 'open' }),
    ]);
    expect(json(files, 'compatibility.json')).toEqual([
      expect.objectContaining({ questionId: 1, question: COMPATIBILITY_QUESTION_BY_ID.get(1)!.text, answer: COMPATIBILITY_QUESTION_BY_ID.get(1)!.options[0], importance: 'very' }),
    ]);
    expect(Array.isArray(json(files, 'audit.json'))).toBe(true);

    // A member without answers gets no compatibility.json; the allowance is per member.
    const fresh = await download(he.token);
    expect(fresh.response.status).toBe(200);
    expect((await unzip(fresh.body)).has('compatibility.json')).toBe(false);

    for (let i = 1; i < EXPORTS_PER_DAY; i += 1) expect((await download(she.token)).response.status).toBe(200);
    const refused = await download(she.token);
    expect(refused.response.status).toBe(429);
    expect(JSON.parse(refused.body.toString('utf8')).message).toMatch(/3 times a day/);
  });

  it('lists actions on her account without naming the moderator', async () => {
    const admin = await adminToken();
    const he = await member('male');
    const she = await member('female');
    const sent = await send(he, she, 'Hello there');
    await api.post('/api/reports', { targetUserId: he.userId, messageId: sent._id, reason: 'inappropriate_message', block: false }, she.token);
    const queue = await api.get('/api/admin/reports', admin);
    const group = queue.body.groups.find((g: any) => g.member?.id === he.userId);
    expect((await api.post(`/api/admin/reports/${group.reports[0].id}/action`, { action: 'warn', reason: 'Please keep it respectful.' }, admin)).status).toBe(200);
    const { body } = await download(he.token);
    const audit = json(await unzip(body), 'audit.json') as Array<Record<string, unknown>>;
    expect(audit).toEqual(expect.arrayContaining([expect.objectContaining({ action: expect.stringContaining('warn'), by: 'moderator', reason: 'Please keep it respectful.' })]));
    expect(JSON.stringify(audit)).not.toContain(ADMIN.ADMIN_EMAIL);
    const adminId = (await api.get('/api/auth/me', admin)).body.userId as string;
    expect(JSON.stringify(audit)).not.toContain(adminId);
  });
});

describe('the export with photos on S3', () => {
  it('carries each photo as the bytes stored in the bucket', async () => {
    const s3 = await startS3();
    const s3App = await startApp({ ...s3.env });
    try {
      const s3Api = client(s3App.url);
      const she = await registerMember(s3Api, { gender: 'female' });
      await subscribeMember(s3Api, she.token);
      await postPhoto(s3App.url, she.token);
      const keys = (await s3.listKeys()).filter((key) => key.startsWith('photos/'));
      expect(keys).toHaveLength(1);

      const { response, body } = await download(she.token, s3App.url);
      expect(response.status).toBe(200);
      const files = await unzip(body);
      const [photo] = json(files, 'photos/photos.json');
      expect(files.get(photo.file)!.equals(await s3.read(keys[0]))).toBe(true);
    } finally {
      await s3App.stop();
      await s3.stop();
    }
  });
});

describe('a banned member’s address after her account is deleted', () => {
  it('refuses to register it again, however it is written; a member deleted without a ban may come back', async () => {
    const admin = await adminToken();
    const local = `amina.${Date.now().toString(36)}`;
    const she = await member('female', { email: `${local}@gmail.com` });
    const reporter = await member('male');
    expect((await api.post('/api/reports', { targetUserId: she.userId, reason: 'scam', block: false }, reporter.token)).status).toBe(201);
    const queue = await api.get('/api/admin/reports', admin);
    const group = queue.body.groups.find((g: any) => g.member?.id === she.userId);
    expect((await api.post(`/api/admin/reports/${group.reports[0].id}/action`, { action: 'ban', reason: 'Scam.' }, admin)).status).toBe(200);
    expect((await api.call('DELETE', `/api/admin/profiles/${she.userId}`, { body: { reason: 'Banned for scams.' }, token: admin })).status).toBe(200);

    const variants = [`${local}@gmail.com`, `${local.toUpperCase()}@Gmail.com`, `${local.replace('.', '')}+again@gmail.com`, `${local}@googlemail.com`];
    for (const email of variants) {
      const refused = await api.post('/api/auth/register', registration({ gender: 'female', email }));
      expect({ email, status: refused.status, message: refused.body.message }).toEqual({ email, status: 403, message: 'This email address cannot be used to register.' });
      expect(refused.body.message).toBe(MSG_AUTH.emailBanned);
    }
    // Nor can an admin create a profile for it, or another member make it her login.
    const adminCreate = await api.post('/api/admin/profiles', adminProfile({ email: variants[2] }), admin);
    expect({ status: adminCreate.status, message: adminCreate.body.message }).toEqual({ status: 403, message: MSG_ADMIN.emailBanned });
    const other = await member('female');
    const change = await api.post('/api/account/email', { password: PASSWORD, newEmail: variants[1] }, other.token);
    expect({ status: change.status, message: change.body.message }).toEqual({ status: 403, message: MSG_ACCOUNT_EMAIL.emailBanned });
    expect((await api.get('/api/users/profile', other.token)).body.email).toBe(other.payload.email);

    // Dots count outside Gmail: another domain's address is someone else's.
    expect((await api.post('/api/auth/register', registration({ gender: 'female', email: `${local.replace('.', '')}@example.test` }))).status).toBe(201);

    const leaver = await member('male');
    expect((await api.call('DELETE', '/api/users/profile', { body: { password: PASSWORD }, token: leaver.token })).status).toBe(200);
    expect((await api.post('/api/auth/register', registration({ email: leaver.payload.email }))).status).toBe(201);
  });
});

describe('reports about a member who deletes her account', () => {
  it('stay in the moderation queue with her name and the reported words, then go 12 months after the deletion', async () => {
    const he = await member('male');
    const she = await member('female');
    const sent = await send(he, she, 'Send me your number and some money');
    const report = await api.post('/api/reports', { targetUserId: he.userId, messageId: sent._id, reason: 'scam', details: 'Money.', block: false }, she.token);
    expect(report.status).toBe(201);
    const reportId = report.body.id as string;

    expect((await api.call('DELETE', '/api/users/profile', { body: { password: PASSWORD }, token: he.token })).status).toBe(200);

    const findKept = async (token: string) => {
      const queue = await api.get('/api/admin/reports', token);
      expect(queue.status).toBe(200);
      return (queue.body.groups as any[]).flatMap((g) => g.reports).find((r: any) => r.deletedMember?.userId === he.userId);
    };
    let admin = await adminToken();
    const kept = await findKept(admin);
    expect(kept).toMatchObject({ reason: 'scam', details: 'Money.', deletedMember: { firstName: he.payload.firstName, lastName: he.payload.lastName, content: 'Send me your number and some money' } });
    expect(kept.id).toBe(reportId);

    // Eleven months on, the removal is not due: still there.
    clock.advance(335 * DAY_MS);
    admin = await adminToken();
    expect(await findKept(admin)).toBeDefined();

    // Past twelve months the job removes it.
    clock.advance(40 * DAY_MS);
    admin = await adminToken();
    await pollUntil(async () => ((await findKept(admin)) === undefined ? true : undefined), 15_000, 'the kept report to be removed');
  });
});
