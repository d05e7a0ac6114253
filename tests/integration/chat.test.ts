import { randomUUID } from 'node:crypto';
import { MSG_CHAT } from '@/lib/shared/messages/chat';
import { startApp, type TestApp } from '../support/app-server';
import { connectSocket } from '../support/chat-sockets';
import { registerMember } from '../support/factories';
import { client, type Client } from '../support/http-client';
import { subscribedMember } from '../support/paypal';

jest.setTimeout(60_000);

let app: TestApp;
let api: Client;
let adminToken: string;
const ADMIN = { email: 'chat-admin@example.test', password: 'admin-password-chat' };

beforeAll(async () => {
  app = await startApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  api = client(app.url);
  adminToken = (await api.post('/api/auth/login', ADMIN)).body.token;
});
afterAll(() => app?.stop());

const member = (overrides: Record<string, unknown> = {}) => subscribedMember(api, overrides);
const send = (token: string, body: Record<string, unknown>) => api.post('/api/chats/messages', body, token);
const history = (token: string, userId: string, query = '') => api.get(`/api/chats/messages/${userId}${query}`, token);
/**
 * A guardian's notice is written to the outbox in the send's transaction: once the send is
 * answered, its mail is queued or never will be, so no wait is needed to see that none was.
 */
const matchRequestsQueuedFor = async (guardian: string) =>
  (await api.get('/api/admin/outbox', adminToken)).body.filter((m: { to: string; subject: string }) => m.to === guardian && m.subject.includes('new message request'));

describe('POST /api/chats/messages', () => {
  it('stores the message and answers it with its status and place in the conversation', async () => {
    const [yusuf, maryam] = await Promise.all([member(), member({ gender: 'female' })]);
    const reply = await send(yusuf.token, { receiverId: maryam.userId, content: '  Assalamu alaikum  ', clientId: 'first' });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({
      _id: expect.any(String),
      conversationId: expect.any(String),
      senderId: yusuf.userId,
      receiverId: maryam.userId,
      content: 'Assalamu alaikum',
      timestamp: expect.any(String),
      status: 'sent',
      seq: 1,
      clientId: 'first',
      flagged: false,
    });
    const seen = await history(maryam.token, yusuf.userId);
    expect(seen.status).toBe(200);
    expect(seen.body.map((m: any) => m._id)).toEqual([reply.body._id]);
  });

  it('numbers messages per conversation in order, whoever sends', async () => {
    const [a, b] = await Promise.all([member(), member({ gender: 'female' })]);
    for (let i = 0; i < 3; i += 1) {
      expect((await send(a.token, { receiverId: b.userId, content: `from a ${i}` })).status).toBe(201);
      expect((await send(b.token, { receiverId: a.userId, content: `from b ${i}` })).status).toBe(201);
    }
    const seen = await history(a.token, b.userId);
    expect(seen.body.map((m: any) => m.seq)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(seen.body.map((m: any) => m.content)).toEqual(['from a 0', 'from b 0', 'from a 1', 'from b 1', 'from a 2', 'from b 2']);
  });

  it.each([
    ['while she is away (the send queues a push in a transaction)', false],
    ['while she is here (a send with nothing beside it to write, stored by one statement)', true],
  ])('stores a retried send with the same clientId once, also when the retries race, %s', async (_label, online) => {
    const [a, b] = await Promise.all([member(), member({ gender: 'female' })]);
    const socket = online ? await connectSocket(app.url, b.token) : undefined;
    try {
      const first = await send(a.token, { receiverId: b.userId, content: 'once', clientId: 'retry-1' });
      const again = await send(a.token, { receiverId: b.userId, content: 'once', clientId: 'retry-1' });
      expect(again.status).toBe(201);
      expect(again.body._id).toBe(first.body._id);

      const racing = await Promise.all(Array.from({ length: 6 }, () => send(a.token, { receiverId: b.userId, content: 'raced', clientId: 'race-1' })));
      expect(racing.map((r) => r.status)).toEqual(Array(6).fill(201));
      expect(new Set(racing.map((r) => r.body._id)).size).toBe(1);

      // A retry moves the conversation on no more than it stores: the next message is the next number.
      const next = await send(a.token, { receiverId: b.userId, content: 'next' });
      expect(next.body.seq).toBe(3);
      const seen = await history(b.token, a.userId);
      expect(seen.body.map((m: any) => m.content)).toEqual(['once', 'raced', 'next']);
      expect(seen.body.map((m: any) => m.seq)).toEqual([1, 2, 3]);
      const chats = await api.get('/api/chats', b.token);
      expect(chats.body[0].lastMessage).toMatchObject({ content: 'next', seq: 3 });
    } finally {
      socket?.close();
    }
  });

  it('lets another sender use the same clientId', async () => {
    const [a, b] = await Promise.all([member(), member({ gender: 'female' })]);
    const one = await send(a.token, { receiverId: b.userId, content: 'mine', clientId: 'same' });
    const two = await send(b.token, { receiverId: a.userId, content: 'mine too', clientId: 'same' });
    expect(two.body._id).not.toBe(one.body._id);
  });

  it.each([
    ['blank text', { content: '   ' }, 400, MSG_CHAT.messageEmpty],
    ['no text', { content: undefined }, 400, MSG_CHAT.messageEmpty],
    ['text over 2000 characters', { content: 'x'.repeat(2001) }, 400, MSG_CHAT.messageTooLong],
    ['a malformed receiver id', { receiverId: 'not-a-uuid' }, 400, MSG_CHAT.receiverNotFound],
    ['a receiver who does not exist', { receiverId: randomUUID() }, 404, MSG_CHAT.receiverNotFound],
    ['a receiver id that is not text', { receiverId: { $ne: null } }, 400, MSG_CHAT.receiverNotFound],
  ])('refuses %s with a clear message and stores nothing', async (_label, overrides, status, message) => {
    const [a, b] = await Promise.all([member(), member({ gender: 'female' })]);
    const reply = await send(a.token, { receiverId: b.userId, content: 'hello', ...overrides });
    expect(reply.status).toBe(status);
    expect(reply.body.message).toBe(message);
    expect((await history(b.token, a.userId)).body).toEqual([]);
  });

  it('refuses a message to yourself and a body that is not JSON', async () => {
    const a = await member();
    const self = await send(a.token, { receiverId: a.userId, content: 'me' });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe(MSG_CHAT.cannotMessageSelf);
    const garbage = await api.call('POST', '/api/chats/messages', { raw: '{nope', token: a.token, headers: { 'Content-Type': 'application/json' } });
    expect(garbage.status).toBe(400);
  });

  it('accepts exactly 2000 characters', async () => {
    const [a, b] = await Promise.all([member(), member({ gender: 'female' })]);
    const reply = await send(a.token, { receiverId: b.userId, content: 'x'.repeat(2000) });
    expect(reply.status).toBe(201);
    expect(reply.body.content).toHaveLength(2000);
  });

  it('masks profanity on the server whatever the browser sent, leaving innocent words alone', async () => {
    const [a, b] = await Promise.all([member(), member({ gender: 'female' })]);
    const reply = await send(a.token, { receiverId: b.userId, content: 'What a SHIT day in Scunthorpe, said the assassin' });
    expect(reply.body.content).toBe('What a **** day in Scunthorpe, said the assassin');
    const seen = await history(b.token, a.userId);
    expect(seen.body[0].content).toBe('What a **** day in Scunthorpe, said the assassin');
    const chats = await api.get('/api/chats', b.token);
    expect(chats.body[0].lastMessage.content).not.toContain('SHIT');
  });
});

describe('who may chat', () => {
  it('needs a login and an active subscription on every chat call', async () => {
    const [subscribed, unsubscribed] = await Promise.all([member(), registerMember(api)]);
    const calls = [
      () => api.get('/api/chats', unsubscribed.token),
      () => history(unsubscribed.token, subscribed.userId),
      () => send(unsubscribed.token, { receiverId: subscribed.userId, content: 'hi' }),
      () => api.post('/api/chats/messages/read', { messageId: randomUUID() }, unsubscribed.token),
    ];
    for (const call of calls) {
      const reply = await call();
      expect(reply.status).toBe(402);
      expect(reply.body.code).toBe('subscription_required');
    }
    expect((await api.get('/api/chats')).status).toBe(401);
    expect((await api.get('/api/chats', 'not-a-token')).status).toBe(401);
  });

  it('lets an admin write to a member and the member answer, without a guardian notice', async () => {
    const login = await api.post('/api/auth/login', { email: ADMIN.email, password: ADMIN.password });
    const sister = await member({ gender: 'female' });
    const fromAdmin = await send(login.body.token, { receiverId: sister.userId, content: 'Welcome to the service' });
    expect(fromAdmin.status).toBe(201);
    const answer = await send(sister.token, { receiverId: login.body.userId, content: 'Thank you' });
    expect(answer.status).toBe(201);
    expect(answer.body.seq).toBe(2);
    expect(await matchRequestsQueuedFor(sister.payload.guardianEmail as string)).toHaveLength(0);
  });
});

describe('GET /api/chats/messages/{userId}', () => {
  it('pages backwards with before, catches up with after, oldest first within a page', async () => {
    const [a, b] = await Promise.all([member(), member({ gender: 'female' })]);
    for (let i = 1; i <= 5; i += 1) await send(a.token, { receiverId: b.userId, content: `m${i}` });
    const seqs = async (query: string) => (await history(b.token, a.userId, query)).body.map((m: any) => m.seq);
    expect(await seqs('?limit=2')).toEqual([4, 5]);
    expect(await seqs('?before=4&limit=2')).toEqual([2, 3]);
    expect(await seqs('?before=2&limit=2')).toEqual([1]);
    expect(await seqs('?after=3')).toEqual([4, 5]);
    expect(await seqs('?after=5')).toEqual([]);
  });

  it('shows only the caller\'s own conversation with that person', async () => {
    const [a, b, c] = await Promise.all([member(), member({ gender: 'female' }), member()]);
    await send(a.token, { receiverId: b.userId, content: 'private to a and b' });
    // c asks for "the conversation with b": it is c's own (empty), never a's.
    expect((await history(c.token, b.userId)).body).toEqual([]);
    expect((await api.get('/api/chats', c.token)).body).toEqual([]);
  });

  it.each([
    ['a malformed id', 'nobody', '', 400],
    ['an unknown member', randomUUID(), '', 404],
    ['a bad cursor', 'SELF_OTHER', '?before=abc', 400],
    ['before and after together', 'SELF_OTHER', '?before=3&after=1', 400],
    ['a page too large', 'SELF_OTHER', '?limit=1000', 400],
  ])('answers %s with a 4xx', async (_label, id, query, status) => {
    const [a, b] = await Promise.all([member(), member({ gender: 'female' })]);
    const reply = await history(a.token, id === 'SELF_OTHER' ? b.userId : id, query);
    expect(reply.status).toBe(status);
    expect(typeof reply.body.message).toBe('string');
  });
});

describe('GET /api/chats', () => {
  it('lists conversations newest first with the other person, the last message and the unread count', async () => {
    const [me, first, second] = await Promise.all([member(), member({ gender: 'female', firstName: 'Aisha', lastName: 'Khan' }), member({ gender: 'female', firstName: 'Sumayyah', lastName: 'Patel' })]);
    await send(first.token, { receiverId: me.userId, content: 'one' });
    await send(first.token, { receiverId: me.userId, content: 'two' });
    await send(second.token, { receiverId: me.userId, content: 'newest' });
    const reply = await api.get('/api/chats', me.token);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual([
      { id: expect.any(String), user: { id: second.userId, firstName: 'Sumayyah', lastName: 'Patel', isStaff: false, verifiedUniversity: false, verifiedPhoto: false }, lastMessage: expect.objectContaining({ content: 'newest' }), unreadCount: 1, closed: false },
      { id: expect.any(String), user: { id: first.userId, firstName: 'Aisha', lastName: 'Khan', isStaff: false, verifiedUniversity: false, verifiedPhoto: false }, lastMessage: expect.objectContaining({ content: 'two', seq: 2 }), unreadCount: 2, closed: false },
    ]);
    expect((await api.get('/api/chats?limit=1', me.token)).body).toHaveLength(1);
    const theirs = await api.get('/api/chats', first.token);
    expect(theirs.body).toEqual([expect.objectContaining({ user: expect.objectContaining({ id: me.userId }), unreadCount: 0 })]);
    expect(JSON.stringify(theirs.body)).not.toMatch(/email|guardian|password/i);
  });
});

describe('POST /api/chats/messages/read', () => {
  it('lets only the receiver mark read, ignores the readerId sent, and reads the earlier messages too', async () => {
    const [a, b, outsider] = await Promise.all([member(), member({ gender: 'female' }), member()]);
    const sent = [];
    for (let i = 1; i <= 3; i += 1) sent.push((await send(a.token, { receiverId: b.userId, content: `m${i}` })).body);
    const later = (await send(a.token, { receiverId: b.userId, content: 'later' })).body;

    const bySender = await api.post('/api/chats/messages/read', { messageId: sent[2]._id, readerId: b.userId }, a.token);
    expect(bySender.status).toBe(403);
    expect(bySender.body.message).toBe(MSG_CHAT.onlyReceiverMarksRead);
    const byOutsider = await api.post('/api/chats/messages/read', { messageId: sent[2]._id, readerId: b.userId }, outsider.token);
    expect(byOutsider.status).toBe(404);
    expect((await history(a.token, b.userId)).body.every((m: any) => m.status !== 'read')).toBe(true);

    const byReceiver = await api.post('/api/chats/messages/read', { messageId: sent[2]._id, readerId: outsider.userId, senderId: outsider.userId }, b.token);
    expect(byReceiver.status).toBe(200);
    expect(byReceiver.body).toMatchObject({ success: true, messageId: sent[2]._id, marked: 3 });
    const statuses = (await history(a.token, b.userId)).body.map((m: any) => [m.content, m.status]);
    expect(statuses).toEqual([
      ['m1', 'read'],
      ['m2', 'read'],
      ['m3', 'read'],
      ['later', 'sent'],
    ]);
    expect(later.status).toBe('sent');
    expect((await api.get('/api/chats', b.token)).body[0].unreadCount).toBe(1);
  });

  it('answers unknown and malformed message ids with a 4xx', async () => {
    const a = await member();
    expect((await api.post('/api/chats/messages/read', { messageId: randomUUID() }, a.token)).status).toBe(404);
    expect((await api.post('/api/chats/messages/read', { messageId: 'x' }, a.token)).status).toBe(400);
    expect((await api.post('/api/chats/messages/read', {}, a.token)).status).toBe(400);
  });
});

describe('guardian notice of a new conversation', () => {
  it('reaches her guardian once, naming the member, never the message', async () => {
    const brother = await member({ firstName: 'Ibrahim', university: 'University of Bristol', age: 27 });
    const sister = await member({ gender: 'female', firstName: 'Hafsa' });
    const guardian = sister.payload.guardianEmail as string;
    await send(brother.token, { receiverId: sister.userId, content: 'A very private first message' });
    const mail = await app.mail.waitFor(guardian, (m) => m.subject.includes('new message request'));
    expect(mail.text).toContain('Ibrahim');
    expect(mail.text).toContain('University of Bristol');
    expect(mail.text).not.toContain('very private');
    expect(mail.html).not.toContain('very private');

    await send(brother.token, { receiverId: sister.userId, content: 'second' });
    await send(sister.token, { receiverId: brother.userId, content: 'reply' });
    expect(await matchRequestsQueuedFor(guardian)).toHaveLength(1);
  });

  it('is not sent when she starts the conversation', async () => {
    const brother = await member();
    const sister = await member({ gender: 'female' });
    await send(sister.token, { receiverId: brother.userId, content: 'I start' });
    await send(brother.token, { receiverId: sister.userId, content: 'He answers' });
    expect(await matchRequestsQueuedFor(sister.payload.guardianEmail as string)).toHaveLength(0);
  });
});
