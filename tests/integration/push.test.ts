// @ownDatabase postgres
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { MSG_MISSED } from '@/lib/shared/messages/missed-messages';
import { startApp, type TestApp } from '../support/app-server';
import { connectSocket } from '../support/chat-sockets';
import { createTestClock, type TestClock } from '../support/clock';
import { client, type Client } from '../support/http-client';
import { subscribedMember } from '../support/paypal';
import { pollUntil } from '../support/poll';
import { startPushService, type Browser } from '../support/push-service';
import { createDatabase, testPool } from '../support/test-database';

/**
 * Web push (issue 25) through the real server, its job system and a push service on 127.0.0.1
 * that decrypts every payload with the browser's keys (support/push-service.ts). PostgreSQL, as
 * in the other cluster tests: the test reads the subscriptions' rows, and two nodes share it.
 * Absence is never waited for: each "not pushed" is read after a later push (a witness) came.
 */
jest.setTimeout(180_000);

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const MINUTE = 60_000;
const ADMIN = { email: 'push-moderator@example.test', password: 'push moderator password 2026' };
type Member = Awaited<ReturnType<typeof subscribedMember>>;
type PushService = Awaited<ReturnType<typeof startPushService>>;

const clock: TestClock = createTestClock();
let push: PushService;
let database: Awaited<ReturnType<typeof createDatabase>>;
let pool: pg.Pool;
const nodes: TestApp[] = [];
let api: Client;

async function subscribe(member: Member, browser: Browser, via: Client = api) {
  const reply = await via.post('/api/push/subscriptions', browser.subscription, member.token);
  expect(reply.status).toBe(201);
}

async function send(from: Member, to: Member, content: string, via: Client = api) {
  const reply = await via.post('/api/chats/messages', { receiverId: to.userId, content }, from.token);
  expect(reply.status).toBe(201);
}

const arrived = (browser: Browser, count = 1) => pollUntil(async () => (browser.received.length >= count ? browser.received : undefined), 15_000, `push #${count}`);
const subscriptionRows = async (userId: string) => (await pool.query('select endpoint, session_id from push_subscriptions where user_id = $1', [userId])).rows;

beforeAll(async () => {
  push = await startPushService();
  database = await createDatabase(ADMIN_URL, 'ns_push');
  pool = testPool(database.url, 2);
  const shared = {
    ...clock.env,
    DATABASE_URL: database.url,
    JWT_SECRET: randomBytes(32).toString('hex'),
    PUSH_ALLOWED_HOSTS: '127.0.0.1',
    MISSED_MESSAGE_SCAN_SECONDS: '1',
    PRESENCE_HEARTBEAT_SECONDS: '1',
  };
  // One node makes the admin account, so two starting at once do not race to create it.
  nodes.push(...(await Promise.all([startApp({ ...shared, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }), startApp(shared)])));
  api = client(nodes[0].url);
});
afterAll(async () => {
  await Promise.all(nodes.map((node) => node.stop()));
  await pool?.end();
  await database?.drop();
  await push?.stop();
  clock.remove();
});
afterEach(() => expect(push.failures).toEqual([]));

describe('subscribing', () => {
  it('gives the public VAPID key, the same from every node', async () => {
    const one = await api.get('/api/push/key');
    const two = await client(nodes[1].url).get('/api/push/key');
    expect(one.status).toBe(200);
    expect(one.body.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(two.body).toEqual(one.body);
  });

  it('stores a subscription with 201, updates it for the same endpoint, and removes it with 204', async () => {
    const member = await subscribedMember(api, { gender: 'female', firstName: 'Safiyya' });
    const browser = push.browser();
    await subscribe(member, browser);
    await subscribe(member, browser);
    expect(await subscriptionRows(member.userId)).toHaveLength(1);
    const gone = await api.call('DELETE', '/api/push/subscriptions', { body: { endpoint: browser.subscription.endpoint }, token: member.token });
    expect(gone.status).toBe(204);
    expect(await subscriptionRows(member.userId)).toHaveLength(0);
    expect((await api.post('/api/push/subscriptions', browser.subscription)).status).toBe(401);
  });

  it('keeps her 10 newest browsers: an 11th replaces the oldest', async () => {
    const member = await subscribedMember(api, { gender: 'female', firstName: 'Ruqayyah' });
    const browsers = Array.from({ length: 11 }, () => push.browser());
    for (const browser of browsers) await subscribe(member, browser);
    const endpoints = (await subscriptionRows(member.userId)).map((row) => row.endpoint).sort();
    expect(endpoints).toEqual(browsers.slice(1).map((browser) => browser.subscription.endpoint).sort());
  });

  it('refuses an endpoint outside the allow-list, plain http to anything but loopback, and keys that are not keys', async () => {
    const member = await subscribedMember(api, { gender: 'female', firstName: 'Ruqayyah' });
    const { subscription } = push.browser();
    const refused = [
      { ...subscription, endpoint: 'https://evil.example.com/push/1' },
      { ...subscription, endpoint: 'https://fcm.googleapis.com/fcm/send/abc' },
      { ...subscription, endpoint: 'http://169.254.169.254/latest/meta-data' },
      { ...subscription, endpoint: 'http://user:pw@127.0.0.1:9/push' },
      { ...subscription, endpoint: 'file:///etc/passwd' },
      { ...subscription, keys: { p256dh: 'A'.repeat(87), auth: subscription.keys.auth } },
      { ...subscription, keys: { p256dh: subscription.keys.p256dh } },
      { endpoint: subscription.endpoint },
    ];
    for (const body of refused) {
      const reply = await api.post('/api/push/subscriptions', body, member.token);
      expect(reply.status).toBe(400);
      expect(typeof reply.body.message).toBe('string');
    }
    expect(await subscriptionRows(member.userId)).toHaveLength(0);
  });
});

describe('a new message', () => {
  let idris: Member;
  beforeAll(async () => {
    idris = await subscribedMember(api, { firstName: 'Idris' });
  });

  it('is pushed at once to a member with no socket, once, encrypted for her browser, without its text', async () => {
    const amina = await subscribedMember(api, { gender: 'female', firstName: 'Amina' });
    const browser = push.browser();
    await subscribe(amina, browser);
    await send(idris, amina, 'the pomegranate orchard in Konya');
    const [received] = await arrived(browser);
    expect(received.payload).toEqual({
      title: 'New message',
      body: 'Idris sent you a message',
      url: `/chats?userId=${idris.userId}`,
      tag: expect.stringMatching(/^chat-[0-9a-f-]{36}$/),
    });
    expect(JSON.stringify(received)).not.toMatch(/pomegranate|Konya/);
    expect(received.headers['content-encoding']).toBe('aes128gcm');
    expect(received.headers.ttl).toBe('86400');
    expect(received.headers.urgency).toBe('high');
    expect(received.headers.topic).toMatch(/^[0-9a-f]{32}$/);
    const { publicKey } = (await api.get('/api/push/key')).body;
    expect(received.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`));

    // A second message: one more push with the same tag (the notification is replaced), and no third.
    await send(idris, amina, 'and the lentil soup');
    const both = await arrived(browser, 2);
    expect(both[1].payload.tag).toBe(received.payload.tag);
    const witness = push.browser();
    const hafsa = await subscribedMember(api, { gender: 'female', firstName: 'Hafsa' });
    await subscribe(hafsa, witness);
    await send(idris, hafsa, 'salaam');
    await arrived(witness);
    expect(browser.received).toHaveLength(2);
  });

  it('is not pushed while she has a socket open on any node', async () => {
    const zainab = await subscribedMember(api, { gender: 'female', firstName: 'Zainab' });
    const browser = push.browser();
    await subscribe(zainab, browser);
    const socket = await connectSocket(nodes[1].url, zainab.token, { ack: false });
    try {
      await send(idris, zainab, 'are you free to talk?');
      const witness = push.browser();
      const asiya = await subscribedMember(api, { gender: 'female', firstName: 'Asiya' });
      await subscribe(asiya, witness);
      await send(idris, asiya, 'salaam');
      await arrived(witness);
      expect(browser.received).toHaveLength(0);
    } finally {
      socket.close();
    }
  });

  it('follows her settings, and the missed-message email goes to whoever is not told by push', async () => {
    const quiet = await subscribedMember(api, { gender: 'female', firstName: 'Sumayyah' });
    const pushed = await subscribedMember(api, { gender: 'female', firstName: 'Maryam' });
    const [quietBrowser, pushedBrowser] = [push.browser(), push.browser()];
    await subscribe(quiet, quietBrowser);
    await subscribe(pushed, pushedBrowser);
    expect((await api.put('/api/account/settings', { push: { messages: false } }, quiet.token)).status).toBe(200);
    for (const member of [quiet, pushed]) (await connectSocket(nodes[0].url, member.token)).close();
    await send(idris, quiet, 'salaam Sumayyah');
    await send(idris, pushed, 'salaam Maryam');
    await arrived(pushedBrowser);
    expect(quietBrowser.received).toHaveLength(0);

    clock.advance(16 * MINUTE);
    const isMissedTo = (member: Member) => (mail: { to: string; subject: string }) =>
      mail.to.toLowerCase().includes(member.payload.email.toLowerCase()) && mail.subject === MSG_MISSED.emailSubject(1);
    const mails = () => nodes.flatMap((node) => node.mail.mails);
    await pollUntil(async () => mails().find(isMissedTo(quiet)), 15_000, 'the missed-message email to the member with pushes off');
    // Another scan, later, emails a third member: Maryam's email would have come by then.
    const witness = await subscribedMember(api, { gender: 'female', firstName: 'Khadija' });
    (await connectSocket(nodes[0].url, witness.token)).close();
    await send(idris, witness, 'salaam Khadija');
    clock.advance(16 * MINUTE);
    await pollUntil(async () => mails().find(isMissedTo(witness)), 15_000, 'the witness email');
    expect(mails().filter(isMissedTo(pushed))).toHaveLength(0);
  });

  it('deletes a subscription the push service answers 410 for, at once', async () => {
    const layla = await subscribedMember(api, { gender: 'female', firstName: 'Layla' });
    const browser = push.browser();
    await subscribe(layla, browser);
    browser.answer(410);
    await send(idris, layla, 'salaam');
    await arrived(browser);
    await pollUntil(async () => ((await subscriptionRows(layla.userId)).length === 0 ? true : undefined), 10_000, 'the subscription to be deleted');
  });

  it('pushes once with two nodes claiming the same jobs', async () => {
    const apiTwo = client(nodes[1].url);
    const members = await Promise.all(['Nusaybah', 'Umamah', 'Sawdah', 'Juwayriyah'].map((firstName) => subscribedMember(api, { gender: 'female', firstName })));
    const browsers = members.map(() => push.browser());
    for (const [index, member] of members.entries()) await subscribe(member, browsers[index], index % 2 ? apiTwo : api);
    for (const [index, member] of members.entries()) await send(idris, member, 'salaam from the cluster', index % 2 ? api : apiTwo);
    for (const browser of browsers) await arrived(browser);
    const witness = push.browser();
    const fatimah = await subscribedMember(api, { gender: 'female', firstName: 'Fatimah' });
    await subscribe(fatimah, witness, apiTwo);
    await send(idris, fatimah, 'salaam');
    await arrived(witness);
    for (const browser of browsers) expect(browser.received).toHaveLength(1);
  });
});

describe('other pushes', () => {
  it('tells of a photo request and of its acceptance, naming only who', async () => {
    const yusuf = await subscribedMember(api, { firstName: 'Yusuf' });
    const hind = await subscribedMember(api, { gender: 'female', firstName: 'Hind' });
    const [yusufBrowser, hindBrowser] = [push.browser(), push.browser()];
    await subscribe(yusuf, yusufBrowser);
    await subscribe(hind, hindBrowser);
    const asked = await api.post('/api/photos/request', { targetUserId: hind.userId }, yusuf.token);
    expect(asked.status).toBe(201);
    const [request] = await arrived(hindBrowser);
    expect(request.payload).toEqual({ title: 'Photo request', body: 'Yusuf asked to see your photos', url: '/photos', tag: expect.stringMatching(/^photo-request-/) });
    const accepted = await api.put(`/api/photos/requests/${asked.body.request._id}/respond`, { status: 'accepted' }, hind.token);
    expect(accepted.status).toBe(200);
    const [answer] = await arrived(yusufBrowser);
    expect(answer.payload).toMatchObject({ title: 'Photos shared', body: 'Hind accepted your photo request', url: '/photos' });
  });

  it('tells of a warning, a suspension and an appeal decided, by kind only', async () => {
    const adminToken = (await api.post('/api/auth/login', ADMIN)).body.token as string;
    const reporter = await subscribedMember(api, { firstName: 'Anas' });
    const [warned, suspended] = await Promise.all(['Sakinah', 'Rumaysa'].map((firstName) => subscribedMember(api, { gender: 'female', firstName })));
    const [warnedBrowser, suspendedBrowser] = [push.browser(), push.browser()];
    await subscribe(warned, warnedBrowser);
    await subscribe(suspended, suspendedBrowser);
    const act = async (target: Member, body: Record<string, unknown>) => {
      const reported = await api.post('/api/reports', { targetUserId: target.userId, reason: 'harassment', details: 'Rude.', block: false }, reporter.token);
      expect(reported.status).toBe(201);
      expect((await api.post(`/api/admin/reports/${reported.body.id}/action`, body, adminToken)).status).toBe(200);
    };
    await act(warned, { action: 'warn', reason: 'Please keep the conversation respectful.' });
    await act(suspended, { action: 'suspend', reason: 'Abusive messages to another member.', days: 7 });
    const [warning] = await arrived(warnedBrowser);
    expect(warning.payload).toEqual({ title: 'About your account', body: 'You have received a warning. Open Nikah Scholars to read it.', url: '/dashboard', tag: 'moderation' });
    const [suspension] = await arrived(suspendedBrowser);
    expect(suspension.payload.body).toBe('Your account has been suspended. Open Nikah Scholars to read why.');

    const appeal = await api.post('/api/appeals', { email: suspended.payload.email, password: suspended.payload.password, text: 'I did nothing wrong, please look again.' });
    expect(appeal.status).toBe(201);
    const listed = (await api.get('/api/admin/reports?status=open', adminToken)).body.appeals.find((x: { member: { id: string } }) => x.member.id === suspended.userId);
    expect((await api.post(`/api/admin/appeals/${listed.id}/decision`, { decision: 'uphold', reason: 'The messages were abusive.' }, adminToken)).status).toBe(200);
    const [, decided] = await arrived(suspendedBrowser, 2);
    expect(decided.payload.body).toBe('Your appeal has been decided. Open Nikah Scholars to read the answer.');
    expect(JSON.stringify([warning, suspension, decided])).not.toMatch(/respectful|Abusive|abusive/);
  });
});

describe('ending', () => {
  it('logout removes that session’s subscription only; log out of all devices removes every one', async () => {
    const member = await subscribedMember(api, { gender: 'female', firstName: 'Habibah' });
    const second = await api.post('/api/auth/login', { email: member.payload.email, password: member.payload.password });
    expect(second.status).toBe(200);
    const [phone, laptop, tablet] = [push.browser(), push.browser(), push.browser()];
    await subscribe(member, phone);
    await subscribe({ ...member, token: second.body.token }, laptop);
    const third = await api.post('/api/auth/login', { email: member.payload.email, password: member.payload.password });
    await subscribe({ ...member, token: third.body.token }, tablet);
    expect(await subscriptionRows(member.userId)).toHaveLength(3);

    expect((await api.post('/api/auth/logout', undefined, second.body.token)).status).toBe(200);
    expect((await subscriptionRows(member.userId)).map((row) => row.endpoint).sort()).toEqual([phone, tablet].map((b) => b.subscription.endpoint).sort());
    expect((await api.post('/api/auth/logout-all', undefined, member.token)).status).toBe(200);
    expect(await subscriptionRows(member.userId)).toHaveLength(0);
  });

  it('deleting the account removes every subscription', async () => {
    const member = await subscribedMember(api, { gender: 'female', firstName: 'Barakah' });
    await subscribe(member, push.browser());
    expect(await subscriptionRows(member.userId)).toHaveLength(1);
    const deleted = await api.call('DELETE', '/api/users/profile', { body: { password: member.payload.password }, token: member.token });
    expect(deleted.status).toBe(200);
    expect(await subscriptionRows(member.userId)).toHaveLength(0);
  });
});
