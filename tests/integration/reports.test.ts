import { MSG_INPUT } from '@/lib/shared/messages/input';
import { MSG_SAFETY } from '@/lib/shared/messages/safety';
import { REPORTS_PER_DAY } from '@/lib/server/security/member-limits';
import { startApp, type TestApp } from '../support/app-server';
import { client, type Client } from '../support/http-client';
import { subscribedMember } from '../support/paypal';
import { tinyPng } from '../support/personas';

jest.setTimeout(180_000);

const ADMIN = { ADMIN_EMAIL: 'admin.reports@example.test', ADMIN_PASSWORD: 'admin reports password 2026' };
let app: TestApp;
let api: Client;
let adminToken: string;

beforeAll(async () => {
  app = await startApp(ADMIN);
  api = client(app.url);
  adminToken = (await api.post('/api/auth/login', { email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD })).body.token;
});
afterAll(() => app?.stop());

type Member = Awaited<ReturnType<typeof subscribedMember>>;

async function pair(): Promise<[Member, Member]> {
  return Promise.all([subscribedMember(api, { gender: 'female' }), subscribedMember(api, { gender: 'male' })]);
}

async function send(from: Member, to: Member, content: string) {
  const reply = await api.post('/api/chats/messages', { receiverId: to.userId, content }, from.token);
  expect(reply.status).toBe(201);
  return reply.body as { _id: string };
}

async function photoOf(owner: Member) {
  const reply = await api.post('/api/photos', { photo: await tinyPng() }, owner.token);
  expect(reply.status).toBe(201);
  return reply.body.photoId as string;
}

const report = (reporter: { token: string }, body: Record<string, unknown>) => api.post('/api/reports', body, reporter.token);

describe('POST /api/reports', () => {
  it('takes a report about a member, their message or their photo, and blocks by default', async () => {
    const [sister, brother] = await pair();
    const message = await send(brother, sister, 'Assalamu alaikum, how are you?');
    const photoId = await photoOf(brother);

    const aboutMessage = await report(sister, { targetUserId: brother.userId, messageId: message._id, reason: 'harassment', details: 'He kept insisting.' });
    expect(aboutMessage.status).toBe(201);
    expect(aboutMessage.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });

    // Reporting also blocked him: he no longer finds her, nor opens her profile.
    const blocked = await api.get('/api/users/blocked', sister.token);
    expect(blocked.body.users).toEqual([{ id: brother.userId, firstName: brother.payload.firstName, lastName: brother.payload.lastName, blockedAt: expect.any(String) }]);
    expect((await api.get(`/api/users/profile/${sister.userId}`, brother.token)).status).toBe(404);

    // Her own message to him may be reported too (the message is the pair's, whoever sent it).
    const ownMessage = await api.post('/api/chats/messages', { receiverId: brother.userId, content: 'Please stop.' }, sister.token);
    expect(ownMessage.status).toBe(403);
    expect((await report(sister, { targetUserId: brother.userId, photoId, reason: 'inappropriate_photo' })).status).toBe(201);
    expect((await report(sister, { targetUserId: brother.userId, reason: 'fake_profile' })).status).toBe(201);
  });

  it('does not block when the reporter unticks it', async () => {
    const [sister, brother] = await pair();
    const reply = await report(sister, { targetUserId: brother.userId, reason: 'other', details: 'Profile text looks copied.', block: false });
    expect(reply.status).toBe(201);
    expect((await api.get('/api/users/blocked', sister.token)).body.users).toEqual([]);
    expect((await api.get(`/api/users/profile/${sister.userId}`, brother.token)).status).toBe(200);
    await send(brother, sister, 'Hello');
  });

  it('refuses bad reports with a clear 4xx and stores nothing', async () => {
    const [sister, brother] = await pair();
    const [stranger, otherSister] = await pair();
    const between = await send(brother, sister, 'Hello sister');
    const elsewhere = await send(stranger, otherSister, 'Hello other sister');
    const strangersPhoto = await photoOf(stranger);

    const cases: [Record<string, unknown>, number, string][] = [
      [{ targetUserId: sister.userId, reason: 'scam' }, 400, MSG_SAFETY.reportSelf],
      [{ targetUserId: '00000000-0000-4000-8000-000000000000', reason: 'scam' }, 404, MSG_SAFETY.memberNotFound],
      [{ targetUserId: 'not-an-id', reason: 'scam' }, 400, MSG_SAFETY.memberNotFound],
      [{ targetUserId: brother.userId }, 400, MSG_SAFETY.reportReasonRequired],
      [{ targetUserId: brother.userId, reason: 'rude' }, 400, MSG_SAFETY.reportReasonRequired],
      [{ targetUserId: brother.userId, reason: 'scam', messageId: elsewhere._id }, 400, MSG_SAFETY.reportMessageNotFound],
      [{ targetUserId: stranger.userId, reason: 'scam', messageId: between._id }, 400, MSG_SAFETY.reportMessageNotFound],
      [{ targetUserId: brother.userId, reason: 'inappropriate_photo', photoId: strangersPhoto }, 400, MSG_SAFETY.reportPhotoNotFound],
      [{ targetUserId: brother.userId, reason: 'other', details: 'x'.repeat(1001) }, 400, MSG_SAFETY.reportDetailsTooLong(1000)],
      [{ targetUserId: brother.userId, reason: 'other', block: 'yes' }, 400, MSG_INPUT.invalidRequest],
    ];
    for (const [body, status, message] of cases) {
      const reply = await report(sister, body);
      expect({ body, status: reply.status, message: reply.body.message }).toEqual({ body, status, message });
    }
    // None of the refused reports blocked anyone.
    expect((await api.get('/api/users/blocked', sister.token)).body.users).toEqual([]);

    const adminReply = await api.post('/api/reports', { targetUserId: brother.userId, reason: 'scam' }, adminToken);
    expect(adminReply.status).toBe(403);
    const adminAsTarget = (await api.post('/api/auth/login', { email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD })).body.userId as string;
    expect((await report(sister, { targetUserId: adminAsTarget, reason: 'scam' })).status).toBe(404);
  });

  it(`allows ${REPORTS_PER_DAY} reports a day, then answers 429 with when it resets`, async () => {
    const [sister, brother] = await pair();
    for (let i = 0; i < REPORTS_PER_DAY; i += 1) {
      expect((await report(sister, { targetUserId: brother.userId, reason: 'other', block: false })).status).toBe(201);
    }
    const refused = await report(sister, { targetUserId: brother.userId, reason: 'other', block: false });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^You have sent 20 reports today.*You can report again in about 2[34] hours\.$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
  });

  it('never tells the reported member who reported them, on any endpoint they can call', async () => {
    const [sister, brother] = await pair();
    await send(brother, sister, 'Send me your number');
    const details = `distinctive-details-${Date.now()}`;
    const reply = await report(sister, { targetUserId: brother.userId, reason: 'scam', details, block: false });
    expect(reply.status).toBe(201);
    const reportId = reply.body.id as string;

    const views = await Promise.all(
      ['/api/auth/me', '/api/users/profile', '/api/users', `/api/users/profile/${sister.userId}`, '/api/chats', `/api/chats/messages/${sister.userId}`, '/api/photos/requests/received', '/api/photos/requests/sent', '/api/users/blocked', '/api/subscription'].map(
        async (path) => ({ path, reply: await api.get(path, brother.token) }),
      ),
    );
    for (const { path, reply: view } of views) {
      expect({ path, status: view.status }).toEqual({ path, status: 200 });
      const text = JSON.stringify(view.body);
      expect({ path, leaks: [reportId, details, 'scam', 'report'].filter((word) => text.includes(word)) }).toEqual({ path, leaks: [] });
    }
    // Nor by email: the outbox has nothing for him (a later mail to her proves the worker ran).
    await api.post('/api/auth/forgot-password', { email: sister.payload.email });
    await app.mail.waitFor(sister.payload.email);
    const toHim = app.mail.mails.filter((mail) => mail.to.includes(brother.payload.email)).map((mail) => `${mail.subject}\n${mail.text}\n${mail.html}`);
    expect(toHim.filter((text) => /report/i.test(text) || text.includes(details) || text.includes(sister.payload.firstName))).toEqual([]);
  });
});
