// @ownDatabase postgres
import { randomBytes } from 'node:crypto';
import jwt from 'jsonwebtoken';
import pg from 'pg';
import { MSG_AUTH } from '@/lib/shared/messages/auth';
import { MSG_MEMBERSHIP } from '@/lib/shared/messages/membership';
import { startApp, type TestApp } from '../support/app-server';
import { connectSocket, emitWithAck, record, serverDisconnect, until, type ChatSocket } from '../support/chat-sockets';
import { client } from '../support/http-client';
import { subscribedMember } from '../support/paypal';
import { createDatabase } from '../support/test-database';

/**
 * Two app processes behind one PostgreSQL database and one Redis: socket.io rooms are shared, so
 * a message sent on one node reaches the receiver connected to the other. This needs real
 * servers; it uses TEST_DATABASE_URL (else the local postgres://postgres@127.0.0.1:5432/test)
 * and TEST_REDIS_URL (else redis://127.0.0.1:6379), and fails loudly when they are missing
 * rather than pretending to have tested anything.
 */
jest.setTimeout(120_000);

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const nodes: TestApp[] = [];
const sockets: ChatSocket[] = [];
let database: Awaited<ReturnType<typeof createDatabase>> | undefined;

beforeAll(async () => {
  database = await createDatabase(ADMIN_URL, 'ns_cluster');
  const shared = { DATABASE_URL: database.url, REDIS_URL, JWT_SECRET: randomBytes(32).toString('hex') };
  nodes.push(...(await Promise.all([startApp(shared), startApp(shared)])));
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await Promise.all(nodes.map((node) => node.stop()));
  await database?.drop();
});

describe('two app nodes sharing rooms through Redis', () => {
  it('delivers across nodes, with delivered and read statuses flowing back', async () => {
    const [one, two] = nodes;
    const apiOne = client(one.url);
    const apiTwo = client(two.url);
    expect(one.output()).toContain('rooms shared through Redis');
    const [a, b] = await Promise.all([subscribedMember(apiOne), subscribedMember(apiTwo, { gender: 'female' })]);

    const aSocket = await connectSocket(one.url, a.token);
    const bSocket = await connectSocket(two.url, b.token);
    sockets.push(aSocket, bSocket);
    const bMessages = record(bSocket, 'newMessage');
    const aDelivered = record(aSocket, 'messageDelivered');
    const aRead = record(aSocket, 'messageRead');

    // Sent over HTTP to node one, received on node two.
    const sent = await apiOne.post('/api/chats/messages', { receiverId: b.userId, content: 'across the cluster', clientId: 'x1' }, a.token);
    expect(sent.status).toBe(201);
    expect(await until(() => bMessages[0], 10_000, 'newMessage on the other node')).toMatchObject({ _id: sent.body._id });
    await until(() => aDelivered.find((d) => d.messageId === sent.body._id), 10_000, 'messageDelivered back on node one');

    // Read on node two, seen on node one.
    await apiTwo.post('/api/chats/messages/read', { messageId: sent.body._id }, b.token);
    await until(() => aRead.find((r) => r.messageId === sent.body._id), 10_000, 'messageRead back on node one');

    // Sent by socket on node two, received on node one; a retry on the other node is stored once.
    const aMessages = record(aSocket, 'newMessage');
    const bDelivered = record(bSocket, 'messageDelivered');
    const { ok, message: reply } = await emitWithAck(bSocket, 'newMessage', { receiverId: a.userId, content: 'and back', clientId: 'y1' });
    expect(ok).toBe(true);
    const retried = await apiOne.post('/api/chats/messages', { receiverId: a.userId, content: 'and back', clientId: 'y1' }, b.token);
    expect(retried.body._id).toBe(reply._id);
    expect(await until(() => aMessages.find((m) => m._id === reply._id), 10_000, 'newMessage on node one')).toMatchObject({ seq: 2 });
    // The receiver's acknowledgement travels back to node two before the message counts as delivered.
    await until(() => bDelivered.find((d) => d.messageId === reply._id), 10_000, 'messageDelivered back on node two');

    const history = await apiTwo.get(`/api/chats/messages/${a.userId}`, b.token);
    expect(history.body.map((m: any) => [m.seq, m.status])).toEqual([
      [1, 'read'],
      [2, 'delivered'],
    ]);
  });

  it('delivers what waited for her as soon as her socket connects to the other node, and his ticks hear it on his', async () => {
    const [one, two] = nodes;
    const apiOne = client(one.url);
    const [a, b] = await Promise.all([subscribedMember(apiOne), subscribedMember(client(two.url), { gender: 'female' })]);
    const aSocket = await connectSocket(one.url, a.token);
    sockets.push(aSocket);
    const aDelivered = record(aSocket, 'messageDelivered');
    const sent = await apiOne.post('/api/chats/messages', { receiverId: b.userId, content: 'while you were away' }, a.token);
    expect(sent.body.status).toBe('sent');

    // Her socket, on node two, neither fetches nor acknowledges anything: connecting is enough.
    sockets.push(await connectSocket(two.url, b.token, { ack: false }));
    expect(await until(() => aDelivered.find((d) => d.messageId === sent.body._id), 10_000, 'messageDelivered on node one')).toMatchObject({
      receiverId: b.userId,
      status: 'delivered',
    });
  });

  it('ends a session on every node: logging out through one node disconnects its socket on the other within a second', async () => {
    const [one, two] = nodes;
    const member = await subscribedMember(client(one.url));
    const socket = await connectSocket(two.url, member.token);
    sockets.push(socket);
    const watch = serverDisconnect(socket);
    expect((await client(one.url).post('/api/auth/logout', undefined, member.token)).status).toBe(200);
    expect((await watch.within()).reason).toBe('io server disconnect');
    expect((await client(two.url).get('/api/auth/me', member.token)).status).toBe(401);
  });

  it('a session one node has just read and kept is refused there as soon as another node has logged it out', async () => {
    const [one, two] = nodes;
    const member = await subscribedMember(client(one.url));
    // Read twice on node two: the second answer comes from what node two kept of the session.
    expect((await client(two.url).get('/api/users/profile', member.token)).status).toBe(200);
    expect((await client(two.url).get('/api/users/profile', member.token)).status).toBe(200);
    expect((await client(one.url).post('/api/auth/logout', undefined, member.token)).status).toBe(200);
    expect((await client(two.url).get('/api/users/profile', member.token)).status).toBe(401);
  });

  it('her profile saved through one node is what the other node shows her next, though it had just read her session', async () => {
    const [one, two] = nodes;
    const member = await subscribedMember(client(one.url));
    const { email: _email, password: _password, hear: _hear, agreeTerms: _agree, ...profile } = member.payload as Record<string, unknown>;
    expect((await client(two.url).get('/api/users/profile', member.token)).body.description).toBe(profile.description);
    const description = 'Saved through the other node a moment ago.';
    expect((await client(one.url).post('/api/users/profile', { ...profile, description }, member.token)).status).toBe(200);
    expect((await client(two.url).get('/api/users/profile', member.token)).body.description).toBe(description);
  });

  // A socket keeps its session between sends (auth/held-session.ts); each send checks in its own
  // statement that it still stands, so nothing the database says is missed for want of a message.
  describe('a socket that keeps its session between sends', () => {
    const inDatabase = async (statement: string, values: unknown[]) => {
      const db = new pg.Client({ connectionString: database!.url });
      await db.connect();
      try {
        await db.query(statement, values);
      } finally {
        await db.end();
      }
    };
    const sessionIdOf = (token: string) => (jwt.decode(token) as { jti: string }).jti;
    /** He has sent her one message over his socket, which now keeps his session. */
    const afterOneSend = async (content: string) => {
      const [one] = nodes;
      const [a, b] = await Promise.all([subscribedMember(client(one.url)), subscribedMember(client(one.url), { gender: 'female' })]);
      const aSocket = await connectSocket(one.url, a.token);
      sockets.push(aSocket);
      expect(await emitWithAck(aSocket, 'newMessage', { receiverId: b.userId, content })).toMatchObject({ ok: true });
      return { one, a, b, aSocket };
    };

    it('refuses the next send once the session ended without it hearing, stores nothing, and closes it', async () => {
      const { one, a, b, aSocket } = await afterOneSend('while it stands');
      // Ended in the database directly: no node was told, so what the socket keeps still says live.
      await inDatabase('update sessions set revoked_at = now() where id = $1', [sessionIdOf(a.token)]);
      const watch = serverDisconnect(aSocket);
      expect(await emitWithAck(aSocket, 'newMessage', { receiverId: b.userId, content: 'after the end' })).toEqual({
        ok: false,
        message: MSG_AUTH.sessionExpired,
        code: 'unauthenticated',
      });
      await watch.within();
      const history = await client(one.url).get(`/api/chats/messages/${a.userId}`, b.token);
      expect(history.body.map((m: any) => m.content)).toEqual(['while it stands']);
    });

    it('refuses the first send once the session ended after the handshake read it, without the socket hearing', async () => {
      const [one] = nodes;
      const [a, b] = await Promise.all([subscribedMember(client(one.url)), subscribedMember(client(one.url), { gender: 'female' })]);
      const aSocket = await connectSocket(one.url, a.token);
      sockets.push(aSocket);
      // The socket keeps what its handshake read; ended in the database directly, no node was told.
      await inDatabase('update sessions set revoked_at = now() where id = $1', [sessionIdOf(a.token)]);
      expect(await emitWithAck(aSocket, 'newMessage', { receiverId: b.userId, content: 'after the end' })).toEqual({
        ok: false,
        message: MSG_AUTH.sessionExpired,
        code: 'unauthenticated',
      });
      expect((await client(one.url).get(`/api/chats/messages/${a.userId}`, b.token)).body).toEqual([]);
    });

    it('refuses the next send with the reason once her access ended without it hearing, and sends again once it is back', async () => {
      const { one, a, b, aSocket } = await afterOneSend('first');
      await inDatabase(`update subscriptions set status = 'EXPIRED' where user_id = $1`, [a.userId]);
      expect(await emitWithAck(aSocket, 'newMessage', { receiverId: b.userId, content: 'refused' })).toEqual({
        ok: false,
        message: MSG_MEMBERSHIP.subscriptionRequired,
        code: 'subscription_required',
      });
      await inDatabase(`update subscriptions set status = 'ACTIVE' where user_id = $1`, [a.userId]);
      expect(await emitWithAck(aSocket, 'newMessage', { receiverId: b.userId, content: 'back' })).toMatchObject({ ok: true });
      const history = await client(one.url).get(`/api/chats/messages/${a.userId}`, b.token);
      expect(history.body.map((m: any) => m.content)).toEqual(['first', 'back']);
    });
  });

  it('refuses messageDelivered from a socket whose session ended without it hearing, and then closes it', async () => {
    const [one, two] = nodes;
    const [a, b] = await Promise.all([subscribedMember(client(one.url)), subscribedMember(client(one.url), { gender: 'female' })]);
    const bSocket = await connectSocket(two.url, b.token, { ack: false });
    sockets.push(bSocket);
    const sent = await client(one.url).post('/api/chats/messages', { receiverId: b.userId, content: 'before the end' }, a.token);
    // Ended in the database directly, as if the disconnect had been lost on the way.
    const db = new pg.Client({ connectionString: database!.url });
    await db.connect();
    try {
      await db.query('update sessions set revoked_at = now() where id = $1', [(jwt.decode(b.token) as { jti: string }).jti]);
    } finally {
      await db.end();
    }
    const watch = serverDisconnect(bSocket);
    expect(await emitWithAck(bSocket, 'messageDelivered', { messageId: sent.body._id })).toEqual({
      ok: false,
      message: MSG_AUTH.sessionExpired,
      code: 'unauthenticated',
    });
    await watch.within();
    const history = await client(one.url).get(`/api/chats/messages/${b.userId}`, a.token);
    expect(history.body.find((m: any) => m._id === sent.body._id).status).toBe('sent');
  });
});
