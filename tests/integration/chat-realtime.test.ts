import { MSG_CHAT } from '@/lib/shared/messages/chat';
import { startApp, type TestApp } from '../support/app-server';
import { connectSocket, emitWithAck, record, until, type ChatSocket } from '../support/chat-sockets';
import { client, type Client } from '../support/http-client';
import { subscribedMember } from '../support/paypal';

jest.setTimeout(90_000);

let app: TestApp;
let api: Client;
const sockets: ChatSocket[] = [];

beforeAll(async () => {
  app = await startApp();
  api = client(app.url);
});
afterEach(() => sockets.splice(0).forEach((s) => s.close()));
afterAll(() => app?.stop());

const member = (overrides: Record<string, unknown> = {}) => subscribedMember(api, overrides);
const connect = async (token: string, options?: { ack?: boolean }) => {
  const socket = await connectSocket(app.url, token, options);
  sockets.push(socket);
  return socket;
};
const send = async (token: string, receiverId: string, content: string) => {
  const response = await api.post('/api/chats/messages', { receiverId, content }, token);
  expect(response.status).toBe(201);
  return response.body;
};
const history = async (token: string, otherId: string, query = '') => (await api.get(`/api/chats/messages/${otherId}${query}`, token)).body as any[];

describe('ordering of rapid sends', () => {
  it("stores one sender's socket sends in the order they were sent, a slow first one included", async () => {
    const [a, b] = await Promise.all([member(), member({ gender: 'female' })]);
    const aTab = await connect(a.token);
    // The first is the longest to filter and store; sent without waiting, as fast as a socket can.
    const contents = ['x '.repeat(999).trim(), ...Array.from({ length: 19 }, (_, i) => `quick ${i + 1}`)];
    const replies = await Promise.all(contents.map((content, i) => emitWithAck(aTab, 'newMessage', { receiverId: b.userId, content, clientId: `rapid-${i}` })));
    expect(replies.every((r) => r.ok)).toBe(true);
    expect(replies.map((r) => r.message.seq)).toEqual(contents.map((_, i) => i + 1));

    const stored = await history(b.token, a.userId);
    expect(stored.map((m) => m.content)).toEqual(contents);
    expect(stored.map((m) => m.seq)).toEqual(contents.map((_, i) => i + 1));
  });
});

describe('delivered on connect', () => {
  it("turns everything waiting for her into delivered when her socket connects, and tells each sender", async () => {
    const [a, c, b] = await Promise.all([member(), member(), member({ gender: 'female' })]);
    // a's socket does not acknowledge, so her message to a stays waiting for a's devices.
    const aTab = await connect(a.token, { ack: false });
    const cTab = await connect(c.token);
    const aDelivered = record(aTab, 'messageDelivered');
    const cDelivered = record(cTab, 'messageDelivered');

    const fromA = [await send(a.token, b.userId, 'one'), await send(a.token, b.userId, 'two'), await send(a.token, b.userId, 'three')];
    const fromC = await send(c.token, b.userId, 'from c');
    const fromB = await send(b.token, a.userId, 'hers');
    expect([...fromA, fromC].every((m) => m.status === 'sent')).toBe(true);

    // She connects and fetches nothing: the connection alone delivers.
    await connect(b.token);
    await until(() => aDelivered.length === 3, 5000, "a's three deliveries");
    await until(() => cDelivered.length === 1, 5000, "c's delivery");
    expect(aDelivered.map((d) => d.messageId).sort()).toEqual(fromA.map((m) => m._id).sort());
    expect(aDelivered.every((d) => d.status === 'delivered' && d.receiverId === b.userId && d.senderId === a.userId)).toBe(true);
    expect(cDelivered[0]).toMatchObject({ messageId: fromC._id, senderId: c.userId });

    expect((await history(c.token, b.userId)).map((m) => m.status)).toEqual(['delivered']);
    // Only what is addressed to her: her own message to a still waits for a's devices.
    expect((await history(b.token, a.userId)).find((m) => m._id === fromB._id).status).toBe('sent');
  });

  it('leaves what was already read as read when she connects again', async () => {
    const [a, b] = await Promise.all([member(), member({ gender: 'female' })]);
    const aTab = await connect(a.token);
    const aRead = record(aTab, 'messageRead');
    const aDelivered = record(aTab, 'messageDelivered');
    const first = await send(a.token, b.userId, 'read this');
    await api.post('/api/chats/messages/read', { messageId: first._id }, b.token);
    await until(() => aRead.length === 1, 5000, 'messageRead');
    const second = await send(a.token, b.userId, 'and this');

    await connect(b.token);
    await until(() => aDelivered.find((d) => d.messageId === second._id), 5000, 'delivery of the second');
    expect(aDelivered.map((d) => d.messageId)).toEqual([second._id]);
    expect((await history(a.token, b.userId)).map((m) => m.status)).toEqual(['read', 'delivered']);
  });
});

describe('catch-up after a reconnect', () => {
  it('gives a reconnecting tab exactly what it missed, page after page, and later messages live', async () => {
    const [a, b] = await Promise.all([member(), member({ gender: 'female' })]);
    const aTab = await connect(a.token);
    const aDelivered = record(aTab, 'messageDelivered');
    let bTab = await connect(b.token);
    const live = record(bTab, 'newMessage');
    await send(a.token, b.userId, 'seen live 1');
    await send(a.token, b.userId, 'seen live 2');
    await until(() => live.length === 2, 5000, 'the live messages');
    const newestHeld = live[1].seq;
    bTab.close();

    const missed: any[] = [];
    for (let i = 1; i <= 5; i++) missed.push(await send(a.token, b.userId, `missed ${i}`));
    // Her reply from another device during the outage belongs to the conversation too.
    missed.push(await send(b.token, a.userId, 'from her phone'));
    expect(missed.slice(0, 5).every((m) => m.status === 'sent')).toBe(true);

    bTab = await connect(b.token);
    const afterReconnect = record(bTab, 'newMessage');
    // What the browser does (lib/client/member-socket.tsx catchUp): `after=` the newest seq held,
    // page by page; a small page size here makes the paging itself part of the test.
    const caught: any[] = [];
    for (let from = newestHeld; ; ) {
      const page = await history(b.token, a.userId, `?after=${from}&limit=2`);
      caught.push(...page);
      if (page.length < 2) break;
      from = page.at(-1).seq;
    }
    expect(caught.map((m) => m.content)).toEqual(missed.map((m) => m.content));
    expect(caught.map((m) => m.seq)).toEqual([3, 4, 5, 6, 7, 8]);
    expect(caught.filter((m) => m.senderId === a.userId).every((m) => m.status === 'delivered')).toBe(true);
    await until(() => aDelivered.filter((d) => missed.some((m) => m._id === d.messageId)).length === 5, 5000, 'the sender told of the deliveries');

    const later = await send(a.token, b.userId, 'after the reconnect');
    await until(() => afterReconnect.find((m) => m._id === later._id), 5000, 'the live message after the reconnect');
    const held = new Map([...live, ...caught, ...afterReconnect].map((m) => [m._id, m.seq]));
    expect([...held.values()].sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});

describe('typing', () => {
  it('is relayed to the partner only: not to others, not to her own other tabs', async () => {
    const [a, b, snoop] = await Promise.all([member(), member({ gender: 'female' }), member()]);
    await send(a.token, b.userId, 'salaam');
    await send(snoop.token, b.userId, 'hello');
    const aTab = await connect(a.token);
    const aOtherTab = await connect(a.token);
    const bTab = await connect(b.token);
    const snoopTab = await connect(snoop.token);
    const heard = { aOther: record(aOtherTab, 'typing'), b: record(bTab, 'typing'), snoop: record(snoopTab, 'typing'), a: record(aTab, 'typing') };

    expect(await emitWithAck(aTab, 'typing', { receiverId: b.userId, typing: true })).toEqual({ ok: true, relayed: true });
    await until(() => heard.b[0], 5000, 'typing at b');
    expect(heard.b).toEqual([{ userId: a.userId, typing: true }]);
    expect(await emitWithAck(aTab, 'typing', { receiverId: b.userId, typing: false })).toEqual({ ok: true, relayed: true });
    await until(() => heard.b[1], 5000, 'typing stopped at b');
    expect(heard.b[1]).toEqual({ userId: a.userId, typing: false });

    // Later events prove the earlier ones went nowhere else: each socket hears in order.
    await emitWithAck(bTab, 'typing', { receiverId: snoop.userId, typing: true });
    await emitWithAck(bTab, 'typing', { receiverId: a.userId, typing: true });
    await until(() => heard.snoop[0] && heard.a[0], 5000, "b's typing at snoop and at a");
    expect(heard.snoop).toEqual([{ userId: b.userId, typing: true }]);
    expect(heard.a).toEqual([{ userId: b.userId, typing: true }]);
    expect(heard.aOther).toEqual([{ userId: b.userId, typing: true }]);
    expect(heard.b).toHaveLength(2);
  });

  it('is never stored, and goes nowhere without a conversation', async () => {
    const [a, b] = await Promise.all([member(), member({ gender: 'female' })]);
    const aTab = await connect(a.token);
    const bTab = await connect(b.token);
    const bHeard = record(bTab, 'typing');
    expect(await emitWithAck(aTab, 'typing', { receiverId: b.userId, typing: true })).toEqual({ ok: true, relayed: false });
    expect((await api.get('/api/chats', a.token)).body).toEqual([]);
    expect((await api.get('/api/chats', b.token)).body).toEqual([]);
    expect(await history(b.token, a.userId)).toEqual([]);

    const first = await send(a.token, b.userId, 'first words');
    expect(await emitWithAck(aTab, 'typing', { receiverId: b.userId, typing: false })).toEqual({ ok: true, relayed: true });
    await until(() => bHeard.length === 1, 5000, 'the stop at b');
    expect(bHeard).toEqual([{ userId: a.userId, typing: false }]);
    const [chat] = (await api.get('/api/chats', b.token)).body;
    expect(chat).toMatchObject({ lastMessage: { _id: first._id }, unreadCount: 1 });
    expect((await history(b.token, a.userId)).map((m) => m._id)).toEqual([first._id]);
  });

  it('drops a repeat faster than a client sends one, and refuses bad input', async () => {
    const [a, b] = await Promise.all([member(), member({ gender: 'female' })]);
    await send(a.token, b.userId, 'salaam');
    const aTab = await connect(a.token);
    expect(await emitWithAck(aTab, 'typing', { receiverId: b.userId, typing: true })).toMatchObject({ relayed: true });
    expect(await emitWithAck(aTab, 'typing', { receiverId: b.userId, typing: true })).toMatchObject({ relayed: false });
    expect(await emitWithAck(aTab, 'typing', { receiverId: b.userId, typing: false })).toMatchObject({ relayed: true });
    expect(await emitWithAck(aTab, 'typing', { receiverId: 'nobody', typing: true })).toMatchObject({ ok: false, code: 'invalid_input' });
    expect(await emitWithAck(aTab, 'typing', { receiverId: b.userId, typing: 'yes' })).toMatchObject({ ok: false, code: 'invalid_input' });
    expect(await emitWithAck(aTab, 'typing', { receiverId: a.userId, typing: true })).toEqual({ ok: false, message: MSG_CHAT.cannotMessageSelf, code: 'invalid_input' });
  });
});
