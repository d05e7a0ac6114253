import { randomBytes } from 'node:crypto';
import { MSG_CHAT } from '@/lib/shared/messages/chat';
import { MSG_INPUT } from '@/lib/shared/messages/input';
import { startApp, type TestApp } from '../support/app-server';
import { connectSocket, emitWithAck, record, until, type ChatSocket } from '../support/chat-sockets';
import { registerMember } from '../support/factories';
import { client, type Client } from '../support/http-client';
import { fireEvent, subscribedMember } from '../support/paypal';

/**
 * Who may contact whom (issue 19, points 5, 8, 10 and 11), over HTTP and the socket: a new
 * conversation or photo request goes only to someone Find Matches lists for the sender, an
 * existing conversation continues, admins write to any member; a banned member is neither seen
 * by id nor written to; "is typing…" stops at a block both ways; a NUL is a 4xx, never a 500.
 */
jest.setTimeout(180_000);

const ADMIN = { ADMIN_EMAIL: 'admin.contact@example.test', ADMIN_PASSWORD: 'contact rules admin 2026' };
let app: TestApp;
let api: Client;
let adminToken: string;
let adminId: string;
const sockets: ChatSocket[] = [];

beforeAll(async () => {
  app = await startApp(ADMIN);
  api = client(app.url);
  const login = await api.post('/api/auth/login', { email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD });
  adminToken = login.body.token;
  adminId = login.body.userId;
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await app?.stop();
});

type Member = { token: string; userId: string; payload: Record<string, unknown> };

const uniqueName = (base: string) => `${base}${randomBytes(4).toString('hex').replace(/\d/g, (d) => 'abcdefghij'[Number(d)])}`;
const send = (from: Pick<Member, 'token'>, to: Pick<Member, 'userId'>, content = 'Assalamu alaikum') => api.post('/api/chats/messages', { receiverId: to.userId, content }, from.token);
const profileStatus = async (viewer: Member, owner: Member) => (await api.get(`/api/users/profile/${owner.userId}`, viewer.token)).status;
const askPhotos = (from: Member, to: Member) => api.post('/api/photos/request', { targetUserId: to.userId }, from.token);
const guardianKinds = async (address: string) =>
  ((await api.get('/api/admin/outbox', adminToken)).body as { to: string; kind: string }[]).filter((m) => m.to === address.toLowerCase()).map((m) => m.kind);

async function socketOf(member: Pick<Member, 'token'>) {
  const socket = await connectSocket(app.url, member.token);
  sockets.push(socket);
  return socket;
}

describe('a new conversation or photo request goes only to someone Find Matches lists', () => {
  it('refuses man to man, over HTTP and the socket, and the profile stays closed', async () => {
    const [first, second] = await Promise.all([subscribedMember(api), subscribedMember(api)]);
    expect(await send(first, second)).toMatchObject({ status: 404, body: { message: MSG_CHAT.receiverNotFound } });
    const socket = await socketOf(first);
    expect(await emitWithAck(socket, 'newMessage', { receiverId: second.userId, content: 'by socket' })).toEqual({ ok: false, code: 'not_found', message: MSG_CHAT.receiverNotFound });
    expect(await profileStatus(first, second)).toBe(404);
    expect((await api.get('/api/chats', second.token)).body).toEqual([]);
  });

  it('refuses a woman without a subscription, and her guardian is not emailed', async () => {
    const [brother, sister] = await Promise.all([subscribedMember(api), registerMember(api, { gender: 'female' })]);
    expect((await send(brother, sister)).status).toBe(404);
    const socket = await socketOf(brother);
    expect(await emitWithAck(socket, 'newMessage', { receiverId: sister.userId, content: 'by socket' })).toMatchObject({ ok: false, code: 'not_found' });
    expect((await askPhotos(brother, sister)).status).toBe(404);
    expect(await profileStatus(brother, sister)).toBe(404);
    expect(await guardianKinds(sister.payload.guardianEmail as string)).toEqual(['guardian_registration']);
  });

  it('lets a listed member start, and the conversation continues after her subscription lapses', async () => {
    const [brother, sister] = await Promise.all([subscribedMember(api), subscribedMember(api, { gender: 'female' })]);
    expect((await send(brother, sister)).status).toBe(201);
    expect((await send(sister, brother, 'Wa alaikum assalam')).status).toBe(201);
    await fireEvent(api, sister.subscriptionId, 'EXPIRED', true);
    // She no longer appears in Find Matches, but the conversation they have continues.
    expect((await send(brother, sister, 'Still here?')).status).toBe(201);
    const socket = await socketOf(brother);
    expect(await emitWithAck(socket, 'newMessage', { receiverId: sister.userId, content: 'by socket' })).toMatchObject({ ok: true });
    expect(await profileStatus(brother, sister)).toBe(200);
    // A new photo request is a new contact: refused now she is not listed.
    expect((await askPhotos(brother, sister)).status).toBe(404);
  });

  it('lets an admin write to any member, while a member cannot start a conversation with an admin', async () => {
    const [unpaid, other] = await Promise.all([registerMember(api), subscribedMember(api, { gender: 'female' })]);
    expect((await send({ token: adminToken }, unpaid, 'A word from the team')).status).toBe(201);
    expect((await send(other, { userId: adminId })).status).toBe(404);
  });
});

describe('a banned member', () => {
  it('is not seen by id, written to or asked for photos, even within a conversation', async () => {
    const [brother, sister, reporter] = await Promise.all([
      subscribedMember(api),
      subscribedMember(api, { gender: 'female', firstName: uniqueName('Banned') }),
      subscribedMember(api),
    ]);
    expect((await send(brother, sister)).status).toBe(201);
    expect(await profileStatus(brother, sister)).toBe(200);
    const report = await api.post('/api/reports', { targetUserId: sister.userId, reason: 'scam', details: 'Asked for money.', block: false }, reporter.token);
    expect(report.status).toBe(201);
    expect((await api.post(`/api/admin/reports/${report.body.id}/action`, { action: 'ban', reason: 'You asked members for money.' }, adminToken)).status).toBe(200);

    expect(await profileStatus(brother, sister)).toBe(404);
    expect((await send(brother, sister, 'Are you there?')).status).toBe(404);
    const socket = await socketOf(brother);
    expect(await emitWithAck(socket, 'newMessage', { receiverId: sister.userId, content: 'by socket' })).toMatchObject({ ok: false, code: 'not_found' });
    expect((await askPhotos(brother, sister)).status).toBe(404);
    const search = await api.get(`/api/users?search=${encodeURIComponent(sister.payload.firstName as string)}`, brother.token);
    expect(search.body.users).toEqual([]);
  });
});

describe('"is typing…" and a block', () => {
  it('reaches neither side once either blocks the other', async () => {
    const [brother, sister, control] = await Promise.all([subscribedMember(api), subscribedMember(api, { gender: 'female' }), subscribedMember(api)]);
    expect((await send(brother, sister)).status).toBe(201);
    expect((await send(control, sister)).status).toBe(201);
    const [brotherTab, sisterTab, controlTab] = await Promise.all([socketOf(brother), socketOf(sister), socketOf(control)]);
    const toSister = record<{ userId: string }>(sisterTab, 'typing');
    const toBrother = record<{ userId: string }>(brotherTab, 'typing');

    // Before the block it passes, so the refusals below are the block's doing.
    expect(await emitWithAck(brotherTab, 'typing', { receiverId: sister.userId, typing: true })).toEqual({ ok: true, relayed: true });
    await until(() => toSister.length === 1, 5000, 'typing before the block');
    expect((await api.post(`/api/users/${brother.userId}/block`, undefined, sister.token)).status).toBeLessThan(300);

    expect(await emitWithAck(brotherTab, 'typing', { receiverId: sister.userId, typing: false })).toEqual({ ok: true, relayed: false });
    expect(await emitWithAck(sisterTab, 'typing', { receiverId: brother.userId, typing: true })).toEqual({ ok: true, relayed: false });
    // A later notice on the same path to her: anything relayed from him would have arrived first.
    expect(await emitWithAck(controlTab, 'typing', { receiverId: sister.userId, typing: true })).toEqual({ ok: true, relayed: true });
    await until(() => toSister.some((t) => t.userId === control.userId), 5000, 'the control notice');
    expect(toSister.map((t) => t.userId)).toEqual([brother.userId, control.userId]);
    expect(toBrother).toEqual([]);
  });
});

describe('NUL characters', () => {
  it('in a socket payload get the same 400-style answer as over HTTP, with nothing in the error log', async () => {
    const [brother, sister] = await Promise.all([subscribedMember(api), subscribedMember(api, { gender: 'female' })]);
    const socket = await socketOf(brother);
    const refused = { ok: false, code: 'invalid_input', message: MSG_INPUT.invalidCharacters };
    expect(await emitWithAck(socket, 'newMessage', { receiverId: sister.userId, content: 'hi\u0000there' })).toEqual(refused);
    expect(await emitWithAck(socket, 'newMessage', { receiverId: sister.userId, content: 'hi', clientId: 'a\u0000b' })).toEqual(refused);
    expect(await emitWithAck(socket, 'typing', { receiverId: sister.userId, typing: true, 'x\u0000': 1 })).toEqual(refused);
    expect((await send(brother, sister, 'hi\u0000there')).status).toBe(400);
    expect(app.output()).not.toContain('socket event failed');
  });

  it('in a PayPal simulator id is a 404, not a 500', async () => {
    expect((await api.call('GET', '/paypal-sim/checkout/%00')).status).toBe(404);
    expect((await api.call('POST', '/paypal-sim/checkout/%00', { raw: 'action=approve', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })).status).toBe(404);
  });
});
