import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { MSG_AUTH } from '@/lib/shared/messages/auth';
import { MSG_LIMITS } from '@/lib/shared/messages/limits';
import { startApp, type TestApp } from '../support/app-server';
import { connectSocket, emitWithAck } from '../support/chat-sockets';
import { registerMember } from '../support/factories';
import { client, type Client } from '../support/http-client';
import { startCheckout, subscribeMember } from '../support/paypal';

jest.setTimeout(120_000);

let app: TestApp;
let api: Client;

const LIMITS = {
  TRUST_PROXY: 'true',
  RATE_LOGIN_PER_EMAIL: '5',
  RATE_LOGIN_PER_IP: '1000',
  RATE_LOGIN_ACCOUNT_CEILING: '8',
  // Longer than any test: a spaced-out attempt slot never frees by itself while the test runs.
  RATE_LOGIN_SLOW_SECONDS: '600',
  RATE_MESSAGES_PER_MINUTE: '5',
  NEW_CONTACTS_PER_DAY: '3',
  RATE_UPLOADS_PER_HOUR: '3',
  RATE_SUBSCRIBE_PER_HOUR: '3',
};

beforeAll(async () => {
  app = await startApp(LIMITS);
  api = client(app.url);
});
afterAll(() => app?.stop());

type Member = Awaited<ReturnType<typeof registerMember>>;

async function member(gender: 'male' | 'female', subscribed = true): Promise<Member> {
  const m = await registerMember(api, { gender });
  if (subscribed) await subscribeMember(api, m.token);
  return m;
}

const loginFrom = (address: string, email: string, password: string) =>
  api.call('POST', '/api/auth/login', { body: { email, password }, headers: { 'X-Forwarded-For': address } });

const statusCounts = (replies: { status: number }[]) =>
  replies.reduce<Record<number, number>>((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

function expectRetryAfter(reply: { status: number; headers: Headers }, atMostSeconds: number) {
  expect(reply.status).toBe(429);
  const seconds = Number(reply.headers.get('retry-after'));
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(atMostSeconds);
}

describe('login throttling', () => {
  it('checks at most the limit of 20 parallel wrong passwords, and the owner still logs in from her own address', async () => {
    const owner = await member('female', false);
    const burst = await Promise.all(Array.from({ length: 20 }, () => loginFrom('198.51.100.20', owner.payload.email, 'wrong password')));
    expect(statusCounts(burst)).toEqual({ 401: 5, 429: 15 });
    const refused = burst.find((reply) => reply.status === 429)!;
    expectRetryAfter(refused, 15 * 60);
    expect(refused.body.message).toBe(MSG_AUTH.tooManyLoginAttempts);

    const home = await loginFrom('203.0.113.7', owner.payload.email, owner.payload.password);
    expect(home.status).toBe(200);
    expect(home.body.userId).toBe(owner.userId);
  });

  it('past the per-account ceiling spaces each address out instead of locking: one of several parallel tries from it is checked', async () => {
    const owner = await member('female', false);
    for (let i = 0; i < 8; i += 1) {
      expect((await loginFrom(`198.51.100.${100 + i}`, owner.payload.email, 'wrong password')).status).toBe(401);
    }
    const spaced = await Promise.all(Array.from({ length: 4 }, () => loginFrom('198.51.100.150', owner.payload.email, 'wrong password')));
    expect(statusCounts(spaced)).toEqual({ 401: 1, 429: 3 });
    const early = spaced.find((reply) => reply.status === 429)!;
    expectRetryAfter(early, 600);
    expect(early.body.message).toMatch(/^There have been many failed attempts to sign in to this account, so we are slowing them down\. Please try again in \d+ minutes\.$/);
  });

  it('keeps the owner in while an attacker hammers her account: his tries spend only his own slots', async () => {
    const owner = await member('female', false);
    const { email, password } = owner.payload as { email: string; password: string };
    // She has logged in from home before.
    expect((await loginFrom('203.0.113.60', email, password)).status).toBe(200);
    // The attacker takes the account past its ceiling, then keeps trying as fast as he can.
    for (let i = 0; i < 8; i += 1) expect((await loginFrom(`192.0.2.${100 + (i % 2)}`, email, 'wrong password')).status).toBe(401);
    for (let round = 0; round < 3; round += 1) {
      const hammer = await Promise.all([loginFrom('192.0.2.100', email, 'wrong password'), loginFrom('192.0.2.101', email, 'wrong password')]);
      expect(hammer.every((reply) => reply.status === 401 || reply.status === 429)).toBe(true);
      // Her known address is not slowed down at all...
      expect((await loginFrom('203.0.113.60', email, password)).status).toBe(200);
    }
    // ...and from an address she never used, she gets a try of her own.
    expect((await loginFrom('203.0.113.61', email, password)).status).toBe(200);
    expect((await loginFrom('192.0.2.102', email, 'wrong password')).status).toBe(401);
    expect((await loginFrom('192.0.2.102', email, 'wrong password')).status).toBe(429);
  });

  it('lets the owner in on the first spaced-out attempt after attackers reached the ceiling', async () => {
    const owner = await member('female', false);
    for (let i = 0; i < 8; i += 1) {
      expect((await loginFrom(`192.0.2.${10 + i}`, owner.payload.email, 'wrong password')).status).toBe(401);
    }
    expect((await loginFrom('203.0.113.8', owner.payload.email, owner.payload.password)).status).toBe(200);
  });
});

describe('per-member limits', () => {
  it('stores at most the per-minute budget of parallel messages, over HTTP and then the socket, with Retry-After and a clear message', async () => {
    const [sender, receiver] = await Promise.all([member('male'), member('female')]);
    const sends = await Promise.all(
      Array.from({ length: 8 }, (_, i) => api.post('/api/chats/messages', { receiverId: receiver.userId, content: `message ${i}` }, sender.token)),
    );
    expect(statusCounts(sends)).toEqual({ 201: 5, 429: 3 });
    const refused = sends.find((reply) => reply.status === 429)!;
    expectRetryAfter(refused, 60);
    expect(refused.body.message).toMatch(/^You have sent 5 messages in the last minute, which is the most we allow\. You can send more in \d+ seconds?\.$/);

    const history = await api.get(`/api/chats/messages/${receiver.userId}`, sender.token);
    expect(history.body).toHaveLength(5);

    const socket = await connectSocket(app.url, sender.token);
    try {
      const reply = await emitWithAck(socket, 'newMessage', { receiverId: receiver.userId, content: 'by socket' });
      expect(reply).toEqual({ ok: false, message: expect.stringMatching(/^You have sent 5 messages in the last minute/), code: 'rate_limited' });
    } finally {
      socket.close();
    }
  });

  it('counts nothing for a message that was refused or was a retry: the per-minute budget stays whole', async () => {
    const [sender, receiver] = await Promise.all([member('male'), member('female')]);
    const post = (body: Record<string, unknown>) => api.post('/api/chats/messages', body, sender.token);
    for (let i = 0; i < 5; i += 1) expect((await post({ receiverId: randomUUID(), content: `nobody ${i}` })).status).toBe(404);
    expect((await post({ receiverId: receiver.userId, content: 'the first', clientId: 'once' })).status).toBe(201);
    for (let i = 0; i < 3; i += 1) expect((await post({ receiverId: receiver.userId, content: 'the first', clientId: 'once' })).status).toBe(201);

    const sends = [];
    for (let i = 0; i < 5; i += 1) sends.push((await post({ receiverId: receiver.userId, content: `then ${i}` })).status);
    expect(sends).toEqual([201, 201, 201, 201, 429]);
    // With the budget spent, a retry is still answered with the message it stored.
    const retry = await post({ receiverId: receiver.userId, content: 'the first', clientId: 'once' });
    expect(retry.status).toBe(201);
    expect(retry.body).toMatchObject({ seq: 1, content: 'the first' });
    const history = await api.get(`/api/chats/messages/${receiver.userId}`, sender.token);
    expect(history.body.map((m: { seq: number }) => m.seq)).toEqual([1, 2, 3, 4, 5]);
  });

  it('stores nothing past the budget in an open chat whose receiver is online: the statement that checks such a send is the one that stores it', async () => {
    const [sender, receiver] = await Promise.all([member('male'), member('female')]);
    const [senderSocket, receiverSocket] = await Promise.all([connectSocket(app.url, sender.token), connectSocket(app.url, receiver.token)]);
    try {
      expect((await api.post('/api/chats/messages', { receiverId: receiver.userId, content: 'the first' }, sender.token)).status).toBe(201);
      const replies = [];
      for (let i = 0; i < 6; i += 1) replies.push(await emitWithAck(senderSocket, 'newMessage', { receiverId: receiver.userId, content: `then ${i}` }));
      expect(replies.map((reply) => reply.ok)).toEqual([true, true, true, true, false, false]);
      expect(replies[5]).toEqual({ ok: false, message: expect.stringMatching(/^You have sent 5 messages in the last minute/), code: 'rate_limited' });
      const history = await api.get(`/api/chats/messages/${receiver.userId}`, sender.token);
      expect(history.body.map((m: { seq: number; content: string }) => [m.seq, m.content])).toEqual([
        [1, 'the first'],
        [2, 'then 0'],
        [3, 'then 1'],
        [4, 'then 2'],
        [5, 'then 3'],
      ]);
    } finally {
      senderSocket.close();
      receiverSocket.close();
    }
  });

  it('shares one daily budget between new conversations and photo requests', async () => {
    const brother = await member('male');
    const sisters = await Promise.all([member('female'), member('female'), member('female'), member('female')]);
    expect((await api.post('/api/chats/messages', { receiverId: sisters[0].userId, content: 'salaam' }, brother.token)).status).toBe(201);
    expect((await api.post('/api/chats/messages', { receiverId: sisters[1].userId, content: 'salaam' }, brother.token)).status).toBe(201);
    expect((await api.post('/api/photos/request', { targetUserId: sisters[2].userId }, brother.token)).status).toBe(201);

    const request = await api.post('/api/photos/request', { targetUserId: sisters[3].userId }, brother.token);
    expectRetryAfter(request, 24 * 3600);
    expect(request.body.message).toBe(MSG_LIMITS.tooManyNewContacts(3, 'in about 24 hours'));
    const conversation = await api.post('/api/chats/messages', { receiverId: sisters[3].userId, content: 'salaam' }, brother.token);
    expect(conversation.status).toBe(429);
    // Nothing was stored for the refused ones; writing in a conversation already open still works.
    expect((await api.get(`/api/chats/messages/${sisters[3].userId}`, brother.token)).body).toEqual([]);
    expect((await api.post('/api/chats/messages', { receiverId: sisters[0].userId, content: 'and again' }, brother.token)).status).toBe(201);
  });

  it('limits uploads per hour, counting uploads that were deleted again', async () => {
    const brother = await member('male');
    const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a6' } }).jpeg().toBuffer();
    const upload = async () => {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'photo.jpg');
      const response = await fetch(`${app.url}/api/photos/upload`, { method: 'POST', headers: { Authorization: `Bearer ${brother.token}` }, body: form });
      return { status: response.status, headers: response.headers, body: await response.json() };
    };
    for (let i = 0; i < 3; i += 1) {
      const uploaded = await upload();
      expect(uploaded.status).toBe(201);
      expect((await api.del(`/api/photos/${uploaded.body.photo._id}`, brother.token)).status).toBe(200);
    }
    const refused = await upload();
    expectRetryAfter(refused, 3600);
    expect(refused.body.message).toMatch(/^You have uploaded 3 photos in the last hour, which is the most we allow\. You can upload again in \d+ minutes\.$/);
  });

  it('limits subscribe attempts per hour, and every attempt offers the same pending checkout', async () => {
    const brother = await member('male', false);
    const first = await startCheckout(api, brother.token);
    const again = await Promise.all([startCheckout(api, brother.token), startCheckout(api, brother.token)]);
    expect(again.map((c) => c.subscriptionId)).toEqual([first.subscriptionId, first.subscriptionId]);
    expect(again[0].approvalUrl).toBe(first.approvalUrl);
    const refused = await api.post('/api/auth/subscribe', { paymentProcessor: 'paypal' }, brother.token);
    expectRetryAfter(refused, 3600);
    expect(refused.body.message).toMatch(/^You have started the PayPal checkout 3 times in the last hour\. Please finish the one you started, or try again in \d+ minutes\.$/);
  });
});
