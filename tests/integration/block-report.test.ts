import { randomBytes } from 'node:crypto';
import { MSG_CHAT } from '@/lib/shared/messages/chat';
import { MSG_SAFETY } from '@/lib/shared/messages/safety';
import { startApp, type TestApp } from '../support/app-server';
import { connectSocket, emitWithAck, record, until, type ChatSocket } from '../support/chat-sockets';
import { client, type Client } from '../support/http-client';
import { subscribedMember } from '../support/paypal';
import { tinyPng } from '../support/personas';

jest.setTimeout(180_000);

const ADMIN = { ADMIN_EMAIL: 'admin.blocks@example.test', ADMIN_PASSWORD: 'admin blocks password 2026' };
let app: TestApp;
let api: Client;
let adminToken: string;
const sockets: ChatSocket[] = [];

beforeAll(async () => {
  app = await startApp(ADMIN);
  api = client(app.url);
  adminToken = (await api.post('/api/auth/login', { email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD })).body.token;
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await app?.stop();
});

type Member = Awaited<ReturnType<typeof subscribedMember>>;

/** Letters only, unique per run, so a name search finds exactly this member. */
const uniqueName = (base: string) => `${base}${randomBytes(4).toString('hex').replace(/\d/g, (d) => 'abcdefghij'[Number(d)])}`;

async function pair(): Promise<[Member, Member]> {
  return Promise.all([
    subscribedMember(api, { gender: 'female', firstName: uniqueName('Maryam') }),
    subscribedMember(api, { gender: 'male', firstName: uniqueName('Yusuf') }),
  ]);
}

async function socketOf(member: Member, options: { ack?: boolean } = {}) {
  const socket = await connectSocket(app.url, member.token, options);
  sockets.push(socket);
  return socket;
}

const send = (from: Member, to: Member, content: string) => api.post('/api/chats/messages', { receiverId: to.userId, content }, from.token);
const finds = async (viewer: Member, other: Member) =>
  ((await api.get(`/api/users?search=${encodeURIComponent(other.payload.firstName)}`, viewer.token)).body.users as { id: string }[]).some((u) => u.id === other.userId);
const profileStatus = async (viewer: Member, other: Member) => (await api.get(`/api/users/profile/${other.userId}`, viewer.token)).status;
const chatPartners = async (viewer: Member) => ((await api.get('/api/chats', viewer.token)).body as { user: { id: string } }[]).map((c) => c.user.id);
const block = (blocker: Member, other: Member) => api.post(`/api/users/${other.userId}/block`, undefined, blocker.token);
const unblock = (blocker: Member, other: Member) => api.del(`/api/users/${other.userId}/block`, blocker.token);

async function photoOf(owner: Member) {
  const reply = await api.post('/api/photos', { photo: await tinyPng() }, owner.token);
  expect(reply.status).toBe(201);
}

describe('blocking', () => {
  it('hides both members from each other, refuses messages both ways and hides the chat from the blocker', async () => {
    const [sister, brother] = await pair();
    expect(await finds(sister, brother)).toBe(true);
    expect(await finds(brother, sister)).toBe(true);
    expect((await send(brother, sister, 'Assalamu alaikum')).status).toBe(201);
    expect(await chatPartners(sister)).toEqual([brother.userId]);

    expect((await block(sister, brother)).status).toBe(200);
    // Twice is the same as once.
    expect((await block(sister, brother)).status).toBe(200);

    expect(await finds(sister, brother)).toBe(false);
    expect(await finds(brother, sister)).toBe(false);
    expect(await profileStatus(sister, brother)).toBe(404);
    expect(await profileStatus(brother, sister)).toBe(404);

    const fromHim = await send(brother, sister, 'Why?');
    expect(fromHim.status).toBe(403);
    expect(fromHim.body).toEqual({ code: 'forbidden', message: MSG_SAFETY.cannotMessage });
    const fromHer = await send(sister, brother, 'Goodbye');
    expect(fromHer.status).toBe(403);
    expect(fromHer.body).toEqual({ code: 'forbidden', message: MSG_SAFETY.youBlockedThem });

    // The same send service refuses on the socket too.
    const [herSocket, hisSocket] = await Promise.all([socketOf(sister), socketOf(brother)]);
    expect(await emitWithAck(hisSocket, 'newMessage', { receiverId: sister.userId, content: 'Over the socket' })).toEqual({ ok: false, code: 'forbidden', message: MSG_SAFETY.cannotMessage });
    expect(await emitWithAck(herSocket, 'newMessage', { receiverId: brother.userId, content: 'Over the socket' })).toEqual({ ok: false, code: 'forbidden', message: MSG_SAFETY.youBlockedThem });
    // Both online in an open chat, so the statement that checked these sends would have stored them had they passed.
    const stored = await api.get(`/api/chats/messages/${sister.userId}`, brother.token);
    expect(stored.body.map((m: { content: string }) => m.content)).toEqual(['Assalamu alaikum']);

    // The blocker's chat list no longer shows him; his still shows the old conversation.
    expect(await chatPartners(sister)).toEqual([]);
    expect(await chatPartners(brother)).toEqual([sister.userId]);

    const list = await api.get('/api/users/blocked', sister.token);
    expect(list.body).toEqual({ users: [{ id: brother.userId, firstName: brother.payload.firstName, lastName: brother.payload.lastName, blockedAt: expect.any(String) }] });
    expect((await api.get('/api/users/blocked', brother.token)).body).toEqual({ users: [] });
  });

  it('withdraws photo access granted either way, cancels pending requests and refuses new ones', async () => {
    const [sister, brother] = await pair();
    await Promise.all([photoOf(sister), photoOf(brother)]);
    // He asked for her photos and she said yes; she asked for his, still pending.
    const his = await api.post('/api/photos/request', { targetUserId: sister.userId }, brother.token);
    expect(his.status).toBe(201);
    expect((await api.put(`/api/photos/requests/${his.body.request._id}/respond`, { status: 'accepted' }, sister.token)).status).toBe(200);
    expect((await api.post('/api/photos/request', { targetUserId: brother.userId }, sister.token)).status).toBe(201);
    const herProfile = await api.get(`/api/users/profile/${sister.userId}`, brother.token);
    const signedUrl = herProfile.body.photos[0].url as string;
    expect((await fetch(new URL(signedUrl, app.url))).status).toBe(200);

    // He blocks her: her photos are closed to him too, as if she had withdrawn access.
    expect((await block(brother, sister)).status).toBe(200);
    expect((await fetch(new URL(signedUrl, app.url))).status).toBe(403);
    expect((await api.get('/api/photos/requests/received', brother.token)).body).toEqual([]);
    expect((await api.get('/api/photos/requests/sent', sister.token)).body).toEqual([]);
    const again = await api.post('/api/photos/request', { targetUserId: brother.userId }, sister.token);
    expect(again.status).toBe(403);
    expect(again.body.message).toBe(MSG_SAFETY.cannotRequestPhotos);
    const his2 = await api.post('/api/photos/request', { targetUserId: sister.userId }, brother.token);
    expect(his2.status).toBe(403);
    expect(his2.body.message).toBe(MSG_SAFETY.youBlockedThem);
  });

  it('lets no socket event through between them: proven by a later event that does arrive', async () => {
    const [sister, brother] = await pair();
    // Someone Find Matches shows her: a man.
    const [, friend] = await pair();
    // His socket does not acknowledge, so her message stays undelivered until he says so.
    const [herSocket, hisSocket] = await Promise.all([socketOf(sister), socketOf(brother, { ack: false })]);
    const herEvents = { newMessage: record(herSocket, 'newMessage'), messageRead: record(herSocket, 'messageRead'), messageDelivered: record(herSocket, 'messageDelivered') };
    const first = await send(sister, brother, 'Assalamu alaikum');
    expect(first.status).toBe(201);
    const second = await send(sister, brother, 'Are you there?');
    await until(() => herEvents.newMessage.length === 2, 5000, 'her own tabs to hear her two messages');

    expect((await block(sister, brother)).status).toBe(200);
    // He acknowledges one and reads the other: her socket hears neither...
    expect(await emitWithAck(hisSocket, 'messageDelivered', { messageId: first.body._id })).toEqual({ ok: true, delivered: 1 });
    expect(await emitWithAck(hisSocket, 'messageRead', { messageId: second.body._id })).toMatchObject({ ok: true, marked: 2 });
    // ...while a message from someone else, sent afterwards, reaches her.
    expect((await send(friend, sister, 'Salam from a friend')).status).toBe(201);
    await until(() => herEvents.newMessage.some((m: { senderId: string }) => m.senderId === friend.userId), 5000, 'the friend’s message');
    expect(herEvents.messageDelivered).toEqual([]);
    expect(herEvents.messageRead).toEqual([]);
  });

  it('closes the chat for the member blocked: told live, listed as closed with nothing unread, and the badge sum drops', async () => {
    const [sister, brother] = await pair();
    expect((await send(sister, brother, 'Assalamu alaikum')).status).toBe(201);
    expect((await send(sister, brother, 'Are you there?')).status).toBe(201);
    const before = (await api.get('/api/chats', brother.token)).body as { user: { id: string }; unreadCount: number; closed: boolean }[];
    expect(before).toEqual([expect.objectContaining({ user: expect.objectContaining({ id: sister.userId }), unreadCount: 2, closed: false })]);
    const hisSocket = await socketOf(brother);
    const closed = record<{ partnerId: string; reason: string }>(hisSocket, 'partnerUnavailable');

    expect((await block(sister, brother)).status).toBe(200);
    expect(await until(() => closed[0], 5000, 'partnerUnavailable')).toEqual({ partnerId: sister.userId, reason: 'blocked' });
    const after = (await api.get('/api/chats', brother.token)).body as { user: { id: string }; unreadCount: number; closed: boolean }[];
    expect(after).toEqual([expect.objectContaining({ user: expect.objectContaining({ id: sister.userId }), unreadCount: 0, closed: true })]);
    expect((await send(brother, sister, 'Hello?')).status).toBe(403);
  });

  it('names an admin who writes as the team, marked as staff, in the member’s chat list', async () => {
    const [sister] = await pair();
    expect((await api.post('/api/chats/messages', { receiverId: sister.userId, content: 'Welcome to Nikah Scholars' }, adminToken)).status).toBe(201);
    const chats = (await api.get('/api/chats', sister.token)).body as { user: { firstName: string; lastName: string; isStaff: boolean } }[];
    expect(chats[0].user).toMatchObject({ firstName: MSG_CHAT.staffName, lastName: '', isStaff: true });
  });

  it('is lifted by the blocker only, and unblocking restores visibility and messages', async () => {
    const [sister, brother] = await pair();
    await block(sister, brother);
    // He cannot undo her block.
    expect((await unblock(brother, sister)).status).toBe(200);
    expect(await profileStatus(brother, sister)).toBe(404);

    expect((await unblock(sister, brother)).status).toBe(200);
    expect((await api.get('/api/users/blocked', sister.token)).body).toEqual({ users: [] });
    expect(await finds(sister, brother)).toBe(true);
    expect(await finds(brother, sister)).toBe(true);
    expect(await profileStatus(brother, sister)).toBe(200);
    expect((await send(brother, sister, 'Assalamu alaikum')).status).toBe(201);
    expect((await send(sister, brother, 'Wa alaikum assalam')).status).toBe(201);
    expect(await chatPartners(sister)).toEqual([brother.userId]);
  });

  it('answers bad block requests clearly', async () => {
    const [sister] = await pair();
    expect((await api.post(`/api/users/${sister.userId}/block`, undefined, sister.token)).body).toEqual({ code: 'invalid_input', message: MSG_SAFETY.blockSelf });
    const unknown = await api.post('/api/users/00000000-0000-4000-8000-000000000000/block', undefined, sister.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(MSG_SAFETY.memberNotFound);
    expect((await api.post('/api/users/not-an-id/block', undefined, sister.token)).status).toBe(404);
  });
});

describe('scam and contact-detail warnings', () => {
  it('delivers a risky early message, flags it, and marks it for the receiver’s notice', async () => {
    const [sister, brother] = await pair();
    const herSocket = await socketOf(sister);
    const heard = record(herSocket, 'newMessage');
    const risky = await send(brother, sister, 'Add me on WhatsApp, 07700 900123');
    expect(risky.status).toBe(201);
    expect(risky.body.flagged).toBe(true);
    const live = await until(() => heard.find((m: { _id: string }) => m._id === risky.body._id), 5000, 'the risky message');
    expect(live.flagged).toBe(true);
    const plain = await send(brother, sister, 'How was your exam?');
    expect(plain.body.flagged).toBe(false);

    const history = (await api.get(`/api/chats/messages/${brother.userId}`, sister.token)).body as { _id: string; flagged: boolean }[];
    expect(history.map((m) => [m._id, m.flagged])).toEqual(expect.arrayContaining([[risky.body._id, true], [plain.body._id, false]]));

    // The moderation queue holds the flag with the rules it broke, and nothing for the plain one.
    const queue = await api.get('/api/admin/reports?status=open', adminToken);
    const flags = (queue.body.flaggedMessages as { messageId: string; kinds: string[] }[]).filter((f) => [risky.body._id, plain.body._id].includes(f.messageId));
    expect(flags).toEqual([expect.objectContaining({ messageId: risky.body._id, kinds: ['phone', 'off_platform'] })]);
  });

  it('checks only the first 10 messages of a conversation', async () => {
    const [sister, brother] = await pair();
    for (let i = 1; i <= 10; i += 1) expect((await send(i % 2 ? brother : sister, i % 2 ? sister : brother, `Message number ${i}`)).status).toBe(201);
    const late = await send(brother, sister, 'My email is yusuf@example.com');
    expect(late.status).toBe(201);
    expect(late.body.flagged).toBe(false);
    const queue = await api.get('/api/admin/reports?status=open', adminToken);
    expect((queue.body.flaggedMessages as { messageId: string }[]).map((f) => f.messageId)).not.toContain(late.body._id);
  });
});
