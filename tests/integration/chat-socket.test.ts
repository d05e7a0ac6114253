import { MSG_AUTH } from '@/lib/shared/messages/auth';
import { MSG_CHAT } from '@/lib/shared/messages/chat';
import { MSG_MEMBERSHIP } from '@/lib/shared/messages/membership';
import { startApp, type TestApp } from '../support/app-server';
import { connectSocket, emitWithAck, record, until, type ChatSocket } from '../support/chat-sockets';
import { registerMember } from '../support/factories';
import { client, type Client } from '../support/http-client';
import { fireEvent, subscribedMember } from '../support/paypal';

jest.setTimeout(60_000);

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
const connect = async (token: string | undefined, options?: { ack?: boolean }) => {
  const socket = await connectSocket(app.url, token, options);
  sockets.push(socket);
  return socket;
};
const send = (token: string, body: Record<string, unknown>) => api.post('/api/chats/messages', body, token);
const statusOf = async (token: string, otherId: string, messageId: string) =>
  (await api.get(`/api/chats/messages/${otherId}`, token)).body.find((m: any) => m._id === messageId)?.status;

describe('socket handshake', () => {
  it('refuses a connection without a token or with a bad one', async () => {
    await expect(connectSocket(app.url, undefined)).rejects.toThrow(MSG_AUTH.notAuthenticated);
    await expect(connectSocket(app.url, 'forged.token.value')).rejects.toMatchObject({
      message: MSG_AUTH.sessionExpired,
      data: { message: MSG_AUTH.sessionExpired, code: 'unauthenticated' },
    });
  });

  it('refuses a member without a subscription, as the HTTP member endpoints do', async () => {
    const unsubscribed = await registerMember(api);
    expect((await api.get('/api/chats', unsubscribed.token)).status).toBe(402);
    await expect(connectSocket(app.url, unsubscribed.token)).rejects.toMatchObject({
      message: MSG_MEMBERSHIP.subscriptionRequired,
      data: { code: 'subscription_required' },
    });
  });
});

describe('rooms', () => {
  // SPEC.md section 7's `join (user id)` is accepted and ignored: the rooms come from the token.
  it("gives nothing of another member's to a socket that joins with their id, and keeps the socket", async () => {
    const [a, b, snoop] = await Promise.all([member(), member({ gender: 'female' }), member()]);
    const snoopSocket = await connect(snoop.token);
    const overheard = [...['newMessage', 'messageRead', 'messageDelivered'].map((event) => record(snoopSocket, event))];
    snoopSocket.emit('join', a.userId);
    snoopSocket.emit('join', b.userId);
    snoopSocket.emit('join', `user:${b.userId}`);
    // Answered only after the server has handled the joins sent before it.
    await emitWithAck(snoopSocket, 'messageDelivered', { messageId: '00000000-0000-4000-8000-000000000000' });
    const bSocket = await connect(b.token);
    const bGot = record(bSocket, 'newMessage');

    const sent = await send(a.token, { receiverId: b.userId, content: 'for b only' });
    await until(() => bGot.length === 1, 5000, 'b to receive');
    await api.post('/api/chats/messages/read', { messageId: sent.body._id }, b.token);
    // A message to the snoop himself comes after anything of theirs that leaked to his socket.
    const marker = await send(b.token, { receiverId: snoop.userId, content: 'for the snoop' });
    await until(() => overheard[0].length > 0, 5000, 'the marker at the snoop');
    expect(overheard.flat()).toEqual([expect.objectContaining({ _id: marker.body._id })]);
    expect(snoopSocket.connected).toBe(true);
  });
});

describe('sent, delivered, read', () => {
  it('delivers to the receiver, tells the sender when a receiver socket acknowledged, and then when it was read', async () => {
    const [a, b] = await Promise.all([member(), member({ gender: 'female' })]);
    const aTab = await connect(a.token);
    const aOtherTab = await connect(a.token);
    const bTab = await connect(b.token);
    const aDelivered = record(aTab, 'messageDelivered');
    const aRead = record(aTab, 'messageRead');
    const aOtherTabMessages = record(aOtherTab, 'newMessage');
    const bMessages = record(bTab, 'newMessage');

    const sent = await send(a.token, { receiverId: b.userId, content: 'are you there?', clientId: 'c1' });
    expect(sent.body.status).toBe('sent');
    const received = await until(() => bMessages[0], 5000, 'newMessage at b');
    expect(received).toMatchObject({ _id: sent.body._id, content: 'are you there?', senderId: a.userId, seq: 1 });
    await until(() => aOtherTabMessages.find((m) => m._id === sent.body._id), 5000, "the sender's other tab");

    const delivered = await until(() => aDelivered[0], 5000, 'messageDelivered at a');
    expect(delivered).toMatchObject({ messageId: sent.body._id, status: 'delivered', receiverId: b.userId });
    expect(await statusOf(a.token, b.userId, sent.body._id)).toBe('delivered');

    const read = await emitWithAck(bTab, 'messageRead', sent.body._id, a.userId, a.userId);
    expect(read).toMatchObject({ ok: true, messageId: sent.body._id, marked: 1 });
    expect(await until(() => aRead[0], 5000, 'messageRead at a')).toMatchObject({ messageId: sent.body._id, seq: 1, status: 'read' });
    expect(await statusOf(a.token, b.userId, sent.body._id)).toBe('read');
  });

  it('stays sent while the receiver has no socket, and becomes delivered when the receiver fetches it', async () => {
    const [a, b] = await Promise.all([member(), member({ gender: 'female' })]);
    const aTab = await connect(a.token);
    const aDelivered = record(aTab, 'messageDelivered');
    const sent = await send(a.token, { receiverId: b.userId, content: 'while you were away' });
    expect(await statusOf(a.token, b.userId, sent.body._id)).toBe('sent');

    expect(await statusOf(b.token, a.userId, sent.body._id)).toBe('delivered');
    await until(() => aDelivered.find((d) => d.messageId === sent.body._id), 5000, 'messageDelivered after fetch');
    // Told once, by the fetch: nothing claimed delivery while she had no socket.
    expect(aDelivered).toHaveLength(1);
  });

  it('does not count a socket that never acknowledges as delivery, but accepts an explicit messageDelivered', async () => {
    const [a, b] = await Promise.all([member(), member({ gender: 'female' })]);
    const silent = await connect(b.token, { ack: false });
    const got = record(silent, 'newMessage');
    const sent = await send(a.token, { receiverId: b.userId, content: 'hello' });
    await until(() => got[0], 5000, 'newMessage');
    expect(await statusOf(a.token, b.userId, sent.body._id)).toBe('sent');
    // Someone else's message cannot be marked delivered by a third party.
    const outsider = await connect((await member()).token);
    expect(await emitWithAck(outsider, 'messageDelivered', { messageId: sent.body._id })).toMatchObject({ ok: true, delivered: 0 });
    expect(await emitWithAck(silent, 'messageDelivered', { messageId: sent.body._id })).toMatchObject({ ok: true, delivered: 1 });
    expect(await statusOf(a.token, b.userId, sent.body._id)).toBe('delivered');
  });

  it('lets only the receiver mark read through the socket', async () => {
    const [a, b] = await Promise.all([member(), member({ gender: 'female' })]);
    const aTab = await connect(a.token);
    const sent = await send(a.token, { receiverId: b.userId, content: 'mine' });
    expect(await emitWithAck(aTab, 'messageRead', { messageId: sent.body._id, readerId: b.userId, senderId: a.userId })).toEqual({
      ok: false,
      message: MSG_CHAT.onlyReceiverMarksRead,
      code: 'forbidden',
    });
    expect(await emitWithAck(aTab, 'messageRead', { messageId: 'bogus' })).toMatchObject({ ok: false, code: 'invalid_input' });
  });
});

describe('sending through the socket', () => {
  it('stores, answers with the stored message, and emits it; a retry with the same clientId is stored once', async () => {
    const [a, b] = await Promise.all([member(), member({ gender: 'female' })]);
    const aTab = await connect(a.token);
    const bTab = await connect(b.token);
    const bMessages = record(bTab, 'newMessage');
    const reply = await emitWithAck(aTab, 'newMessage', { receiverId: b.userId, content: 'by socket, shit', clientId: 'sock-1' });
    expect(reply.ok).toBe(true);
    const stored = reply.message;
    expect(stored).toMatchObject({ _id: expect.any(String), senderId: a.userId, receiverId: b.userId, content: 'by socket, ****', seq: 1, clientId: 'sock-1' });
    const retried = await Promise.all([
      emitWithAck(aTab, 'newMessage', { receiverId: b.userId, content: 'by socket, shit', clientId: 'sock-1' }),
      send(a.token, { receiverId: b.userId, content: 'by socket, shit', clientId: 'sock-1' }),
    ]);
    expect(retried[0].message._id).toBe(stored._id);
    expect(retried[1].body._id).toBe(stored._id);
    // The retries emit nothing: the next message is the next event she hears.
    const next = await emitWithAck(aTab, 'newMessage', { receiverId: b.userId, content: 'and another', clientId: 'sock-2' });
    await until(() => bMessages.length >= 2, 5000, 'the next newMessage');
    expect(bMessages.map((m) => m._id)).toEqual([stored._id, next.message._id]);
    expect((await api.get(`/api/chats/messages/${a.userId}`, b.token)).body.map((m: any) => m._id)).toEqual([stored._id, next.message._id]);
  });

  it("echoes the message to the sender's other tabs but not back to the socket that sent it, whose answer carries it", async () => {
    const [a, b] = await Promise.all([member(), member({ gender: 'female' })]);
    const [aTab, aOtherTab, bTab] = [await connect(a.token), await connect(a.token), await connect(b.token)];
    const [aTabMessages, aOtherTabMessages] = [record(aTab, 'newMessage'), record(aOtherTab, 'newMessage')];
    const sent = await emitWithAck(aTab, 'newMessage', { receiverId: b.userId, content: 'from this tab' });
    expect(sent.ok).toBe(true);
    await until(() => aOtherTabMessages.find((m) => m._id === sent.message._id), 5000, "the sender's other tab");
    // Her reply comes after his message on the same socket: once it is there, an echo never will be.
    const reply = await emitWithAck(bTab, 'newMessage', { receiverId: a.userId, content: 'the reply' });
    await until(() => aTabMessages.find((m) => m._id === reply.message._id), 5000, 'the reply at the sending tab');
    expect(aTabMessages.map((m) => m._id)).toEqual([reply.message._id]);
  });

  it('answers bad input, and a member whose subscription ended, with an error and stores nothing', async () => {
    const [a, b] = await Promise.all([member(), member({ gender: 'female' })]);
    const aTab = await connect(a.token);
    expect(await emitWithAck(aTab, 'newMessage', { receiverId: b.userId, content: '  ' })).toEqual({ ok: false, message: MSG_CHAT.messageEmpty, code: 'invalid_input' });
    expect(await emitWithAck(aTab, 'newMessage', { receiverId: b.userId, content: 'x'.repeat(2001) })).toMatchObject({ ok: false, message: MSG_CHAT.messageTooLong });
    expect(await emitWithAck(aTab, 'newMessage', { receiverId: 'nobody', content: 'hi' })).toMatchObject({ code: 'invalid_input' });
    expect(await emitWithAck(aTab, 'newMessage', 'not an object')).toMatchObject({ code: 'invalid_input' });

    const lapsing = await member();
    const theirs = await connect(lapsing.token);
    await fireEvent(api, lapsing.subscriptionId, 'EXPIRED');
    expect(await emitWithAck(theirs, 'newMessage', { receiverId: b.userId, content: 'hi' })).toEqual({
      ok: false,
      message: MSG_MEMBERSHIP.subscriptionRequired,
      code: 'subscription_required',
    });
    expect((await api.get(`/api/chats/messages/${a.userId}`, b.token)).body).toEqual([]);
  });
});

describe('reconnecting', () => {
  it('catches up on what was missed with ?after=', async () => {
    const [a, b] = await Promise.all([member(), member({ gender: 'female' })]);
    let bTab = await connect(b.token);
    const before = record(bTab, 'newMessage');
    await send(a.token, { receiverId: b.userId, content: 'seen live' });
    const lastSeen = await until(() => before[0], 5000, 'the live message');
    bTab.close();

    for (const text of ['missed 1', 'missed 2', 'missed 3']) await send(a.token, { receiverId: b.userId, content: text });
    bTab = await connect(b.token);
    const missed = await api.get(`/api/chats/messages/${a.userId}?after=${lastSeen.seq}`, b.token);
    expect(missed.body.map((m: any) => m.content)).toEqual(['missed 1', 'missed 2', 'missed 3']);
    expect(missed.body.every((m: any) => m.status === 'delivered')).toBe(true);
  });
});

describe('member events follow the HTTP access rule', () => {
  it('sends no message content to a member whose subscription lapsed while connected, and refuses their events', async () => {
    const [a, b] = await Promise.all([member(), member({ gender: 'female' })]);
    // Their conversation exists before her access lapses, so it continues (a new one would be refused).
    expect((await send(a.token, { receiverId: b.userId, content: 'Assalamu alaikum' })).status).toBe(201);
    const bTab = await connect(b.token);
    const bMessages = record(bTab, 'newMessage');
    await fireEvent(api, b.subscriptionId, 'EXPIRED');
    expect((await api.get('/api/chats', b.token)).status).toBe(402);

    const sent = await send(a.token, { receiverId: b.userId, content: 'private words' });
    expect(sent.status).toBe(201);
    // The server emits before it answers the sender, and answers b's own event after anything
    // it emitted to b earlier, so this acknowledgement is the point by which content would have come.
    expect(await emitWithAck(bTab, 'messageDelivered', { messageId: sent.body._id })).toEqual({
      ok: false,
      message: MSG_MEMBERSHIP.subscriptionRequired,
      code: 'subscription_required',
    });
    expect(bMessages).toEqual([]);
    expect(await statusOf(a.token, b.userId, sent.body._id)).toBe('sent');
  });
});
