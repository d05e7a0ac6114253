import { startApp, type TestApp } from '../support/app-server';
import { connectSocket, emitWithAck, record, until, type ChatSocket } from '../support/chat-sockets';
import { client, type Client } from '../support/http-client';
import { subscribedMember } from '../support/paypal';

/**
 * Read receipts (issue 24) through the real server: with hers off, her reading never shows
 * "read" to the sender, over HTTP or the socket, not even after she turns them on again, and she
 * sees at most "delivered" on her own messages (the symmetric rule). Her unread count still clears.
 */
jest.setTimeout(120_000);

type Member = Awaited<ReturnType<typeof subscribedMember>>;

let app: TestApp;
let api: Client;
const sockets: ChatSocket[] = [];
beforeAll(async () => {
  app = await startApp();
  api = client(app.url);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await app?.stop();
});

async function connect(member: Member) {
  const socket = await connectSocket(app.url, member.token);
  sockets.push(socket);
  return socket;
}

async function send(from: Member, to: Member, content: string): Promise<string> {
  const reply = await api.post('/api/chats/messages', { receiverId: to.userId, content }, from.token);
  expect(reply.status).toBe(201);
  return reply.body._id;
}

async function statusOf(viewer: Member, other: Member, messageId: string) {
  const reply = await api.get(`/api/chats/messages/${other.userId}`, viewer.token);
  expect(reply.status).toBe(200);
  return (reply.body as Array<{ _id: string; status: string }>).find((m) => m._id === messageId)?.status;
}

async function lastInList(viewer: Member, other: Member) {
  const reply = await api.get('/api/chats', viewer.token);
  return (reply.body as Array<{ user: { id: string }; lastMessage: { _id: string; status: string }; unreadCount: number }>).find((c) => c.user.id === other.userId)!;
}

const receipts = (member: Member, readReceipts: boolean) => api.put('/api/account/settings', { readReceipts }, member.token);

test('with receipts on (the default) the sender sees "read", over HTTP and by the socket event', async () => {
  const [yusuf, maryam] = await Promise.all([subscribedMember(api), subscribedMember(api, { gender: 'female' })]);
  const yusufTab = await connect(yusuf);
  const heard = record(yusufTab, 'messageRead');
  const id = await send(yusuf, maryam, 'salaam');
  const read = await api.post('/api/chats/messages/read', { messageId: id }, maryam.token);
  expect(read.status).toBe(200);
  expect(await until(() => heard[0], 5000, 'messageRead at the sender')).toMatchObject({ messageId: id, status: 'read' });
  expect(await statusOf(yusuf, maryam, id)).toBe('read');
});

test('with hers off, her reading (HTTP or socket) shows only "delivered" to him, for good; her unread count still clears', async () => {
  const [yusuf, maryam] = await Promise.all([subscribedMember(api), subscribedMember(api, { gender: 'female' })]);
  expect((await receipts(maryam, false)).body.readReceipts).toBe(false);
  const yusufTab = await connect(yusuf);
  const maryamTab = await connect(maryam);
  const maryamOtherTab = await connect(maryam);
  const heardByHim = record(yusufTab, 'messageRead');
  const heardByHerOtherTab = record(maryamOtherTab, 'messageRead');

  const first = await send(yusuf, maryam, 'first');
  expect((await api.post('/api/chats/messages/read', { messageId: first }, maryam.token)).status).toBe(200);
  // Her other tab hears it (unread counts), and the sender's notice, when there is one, is emitted before it.
  await until(() => heardByHerOtherTab.find((n) => n.messageId === first), 5000, "her other tab's messageRead (HTTP)");

  const second = await send(yusuf, maryam, 'second');
  expect(await emitWithAck(maryamTab, 'messageRead', { messageId: second })).toMatchObject({ ok: true, messageId: second, marked: 1 });
  await until(() => heardByHerOtherTab.find((n) => n.messageId === second), 5000, "her other tab's messageRead (socket)");

  expect(heardByHim).toEqual([]);
  expect(await statusOf(yusuf, maryam, first)).toBe('delivered');
  expect(await statusOf(yusuf, maryam, second)).toBe('delivered');
  expect((await lastInList(yusuf, maryam)).lastMessage).toMatchObject({ _id: second, status: 'delivered' });
  expect((await lastInList(maryam, yusuf)).unreadCount).toBe(0);
  // Her own view of what she read is the truth.
  expect(await statusOf(maryam, yusuf, second)).toBe('read');

  // Turning them on again does not reveal what she read while they were off.
  await receipts(maryam, true);
  expect(await statusOf(yusuf, maryam, first)).toBe('delivered');
  expect(await statusOf(yusuf, maryam, second)).toBe('delivered');
  // What she reads from now on is shown.
  const third = await send(yusuf, maryam, 'third');
  await api.post('/api/chats/messages/read', { messageId: third }, maryam.token);
  await until(() => heardByHim.find((n) => n.messageId === third), 5000, 'messageRead at the sender once hers are on');
  expect(await statusOf(yusuf, maryam, third)).toBe('read');
});

test('with hers off she does not see "read" on her own messages either, until she turns them on', async () => {
  const [yusuf, maryam] = await Promise.all([subscribedMember(api), subscribedMember(api, { gender: 'female' })]);
  await receipts(maryam, false);
  const maryamTab = await connect(maryam);
  const yusufTab = await connect(yusuf);
  const heardByHer = record(maryamTab, 'messageRead');
  const heardByHisOtherTab = record(await connect(yusuf), 'messageRead');

  const id = await send(maryam, yusuf, 'wa alaikum salaam');
  // He reads it by the socket, with his receipts on.
  expect(await emitWithAck(yusufTab, 'messageRead', { messageId: id })).toMatchObject({ ok: true, marked: 1 });
  await until(() => heardByHisOtherTab.find((n) => n.messageId === id), 5000, "his other tab's messageRead");
  expect(heardByHer).toEqual([]);
  expect(await statusOf(maryam, yusuf, id)).toBe('delivered');
  expect((await lastInList(maryam, yusuf)).lastMessage).toMatchObject({ _id: id, status: 'delivered' });

  // He read it with his receipts on: once she turns hers on, she sees it.
  await receipts(maryam, true);
  expect(await statusOf(maryam, yusuf, id)).toBe('read');
});
