import { MSG_LIMITS } from '@/lib/shared/messages/limits';
import { MSG_SAFETY } from '@/lib/shared/messages/safety';
import { startApp, type TestApp } from '../support/app-server';
import { createTestClock, type TestClock } from '../support/clock';
import { client, type Client } from '../support/http-client';
import { subscribedMember } from '../support/paypal';

jest.setTimeout(240_000);

const ADMIN = { ADMIN_EMAIL: 'admin.trust@example.test', ADMIN_PASSWORD: 'admin trust password 2026' };
const PER_DAY = 4;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
let app: TestApp;
let api: Client;
let clock: TestClock;
let adminToken: string;

beforeAll(async () => {
  clock = createTestClock();
  // The clock moves 30 days at once here: sessions must outlive that without use.
  app = await startApp({ ...ADMIN, ...clock.env, NEW_CONTACTS_PER_DAY: String(PER_DAY), SESSION_IDLE_DAYS: '60' });
  api = client(app.url);
  adminToken = (await api.post('/api/auth/login', { email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD })).body.token;
});
afterAll(async () => {
  await app?.stop();
  clock?.remove();
});

type Member = Awaited<ReturnType<typeof subscribedMember>>;
const sisters = (n: number) => Promise.all(Array.from({ length: n }, () => subscribedMember(api, { gender: 'female' })));
const startChat = (from: Member, to: Member) => api.post('/api/chats/messages', { receiverId: to.userId, content: 'Assalamu alaikum' }, from.token);
const askPhotos = (from: Member, to: Member) => api.post('/api/photos/request', { targetUserId: to.userId }, from.token);

/** A sister reports him without blocking, and an admin decides the report. */
async function decide(target: Member, action: 'warn' | 'dismiss') {
  const [reporter] = await sisters(1);
  const report = await api.post('/api/reports', { targetUserId: target.userId, reason: 'harassment', block: false }, reporter.token);
  expect(report.status).toBe(201);
  const decision = await api.post(`/api/admin/reports/${report.body.id}/action`, { action, reason: 'Messages that pressured a sister to reply.' }, adminToken);
  expect(decision.status).toBe(200);
}

describe('limits that follow trust', () => {
  it('halves the daily budget of new conversations and photo requests for 30 days after an upheld report', async () => {
    const brother = await subscribedMember(api, { gender: 'male' });
    await decide(brother, 'warn');
    const people = await sisters(4);

    expect((await startChat(brother, people[0])).status).toBe(201);
    expect((await askPhotos(brother, people[1])).status).toBe(201);
    const refused = await startChat(brother, people[2]);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(MSG_SAFETY.tooManyNewContactsReduced(PER_DAY / 2, refused.body.message.match(/(in about \d+ hours?)\.$/)![1]));
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    expect((await askPhotos(brother, people[2])).status).toBe(429);
    // Conversations already started go on: only reaching someone new is counted.
    expect((await api.post('/api/chats/messages', { receiverId: people[0].userId, content: 'Still here' }, brother.token)).status).toBe(201);

    // An hour before the thirty days end the budget is still half; once they have passed, the
    // full budget applies to the same day's count.
    clock.advance(30 * DAY_MS - HOUR_MS);
    const later = await sisters(5);
    expect((await startChat(brother, later[0])).status).toBe(201);
    expect((await startChat(brother, later[1])).status).toBe(201);
    expect((await startChat(brother, later[2])).status).toBe(429);
    clock.advance(2 * HOUR_MS);
    expect((await startChat(brother, later[2])).status).toBe(201);
    expect((await startChat(brother, later[3])).status).toBe(201);
    const full = await startChat(brother, later[4]);
    expect(full.status).toBe(429);
    expect(full.body.message).toMatch(new RegExp(`^${MSG_LIMITS.tooManyNewContacts(PER_DAY, 'WAIT').replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('WAIT', 'in about \\d+ hours?')}$`));
    clock.advance(-clock.offset());
  });

  it('keeps the full budget when the report was dismissed', async () => {
    const brother = await subscribedMember(api, { gender: 'male' });
    await decide(brother, 'dismiss');
    const people = await sisters(PER_DAY + 1);
    for (const sister of people.slice(0, PER_DAY)) expect((await startChat(brother, sister)).status).toBe(201);
    const refused = await startChat(brother, people[PER_DAY]);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toContain(`You have started ${PER_DAY} new conversations or photo requests today, which is the most we allow in a day.`);
  });
});
