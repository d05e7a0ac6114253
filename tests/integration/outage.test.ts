// @ownDatabase postgres
import { randomBytes } from 'node:crypto';
import { startApp, type TestApp } from '../support/app-server';
import { connectSocket, record, until, type ChatSocket } from '../support/chat-sockets';
import { client } from '../support/http-client';
import { subscribedMember } from '../support/paypal';
import { pollUntil } from '../support/poll';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';
import { createDatabase } from '../support/test-database';

/**
 * A node outlives its dependencies: PostgreSQL or Redis is taken away behind a TCP proxy and
 * given back, and the same process recovers. Needs real servers, like the other multi-node
 * tests: TEST_DATABASE_URL (else postgres://postgres@127.0.0.1:5432/test) and TEST_REDIS_URL
 * (else redis://127.0.0.1:6379); it fails loudly when they are missing.
 */
jest.setTimeout(120_000);

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** `url` with its host and port replaced by the proxy's. */
function through(url: string, proxy: TcpProxy): string {
  const via = new URL(url);
  via.hostname = '127.0.0.1';
  via.port = String(proxy.port);
  return via.toString();
}

const targetOf = (url: string, defaultPort: number) => {
  const parsed = new URL(url);
  return { host: parsed.hostname, port: Number(parsed.port || defaultPort) };
};

async function readinessBecomes(url: string, status: number) {
  return pollUntil(
    async () => {
      const reply = await client(url).get('/api/ready');
      return reply.status === status ? reply.body : undefined;
    },
    15_000,
    `readiness ${status} on ${url}`,
  );
}

describe('a PostgreSQL outage', () => {
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let proxy: TcpProxy;
  let app: TestApp;

  beforeAll(async () => {
    database = await createDatabase(ADMIN_URL, 'ns_outage');
    const target = targetOf(database.url, 5432);
    proxy = await startTcpProxy(target.port, target.host);
    app = await startApp({ DATABASE_URL: through(database.url, proxy) });
  });
  afterAll(async () => {
    await app?.stop();
    await proxy?.close();
    await database?.drop();
  });

  it('reports it, answers 503 instead of failing, and recovers without a restart', async () => {
    const api = client(app.url);
    const [a, b] = await Promise.all([subscribedMember(api), subscribedMember(api, { gender: 'female' })]);

    proxy.cut();
    expect(await readinessBecomes(app.url, 503)).toEqual({ status: 'not_ready', reason: 'database unreachable' });
    const refused = await api.get('/api/auth/me', a.token);
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({ message: expect.any(String), code: 'unavailable' });
    expect(refused.headers.get('retry-after')).toBeTruthy();
    const live = await api.get('/api/health');
    expect(live.status).toBe(200);

    proxy.restore();
    expect(await readinessBecomes(app.url, 200)).toEqual({ status: 'ready' });
    const sent = await api.post('/api/chats/messages', { receiverId: b.userId, content: 'after the outage', clientId: 'o1' }, a.token);
    expect(sent.status).toBe(201);
    const history = await api.get(`/api/chats/messages/${a.userId}`, b.token);
    expect(history.body.map((m: { _id: string }) => m._id)).toEqual([sent.body._id]);
    expect(app.output()).not.toContain('unhandled rejection');
  });
});

describe('a Redis outage', () => {
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let proxy: TcpProxy;
  const nodes: TestApp[] = [];
  const sockets: ChatSocket[] = [];

  beforeAll(async () => {
    database = await createDatabase(ADMIN_URL, 'ns_outage');
    const target = targetOf(REDIS_URL, 6379);
    proxy = await startTcpProxy(target.port, target.host);
    const shared = { DATABASE_URL: database.url, REDIS_URL: through(REDIS_URL, proxy), JWT_SECRET: randomBytes(32).toString('hex') };
    nodes.push(...(await Promise.all([startApp(shared), startApp(shared)])));
  });
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await Promise.all(nodes.map((node) => node.stop()));
    await proxy?.close();
    await database?.drop();
  });

  it('keeps local delivery going, reports it, and resumes cross-node delivery once Redis is back', async () => {
    const [one, two] = nodes;
    const apiOne = client(one.url);
    const [a, b] = await Promise.all([subscribedMember(apiOne), subscribedMember(apiOne, { gender: 'female' })]);
    const bOnOne = await connectSocket(one.url, b.token);
    const bOnTwo = await connectSocket(two.url, b.token);
    sockets.push(bOnOne, bOnTwo);
    const heardOnOne = record(bOnOne, 'newMessage');
    const heardOnTwo = record(bOnTwo, 'newMessage');

    proxy.cut();
    for (const node of nodes) expect(await readinessBecomes(node.url, 503)).toEqual({ status: 'not_ready', reason: 'redis unreachable' });
    const during = await apiOne.post('/api/chats/messages', { receiverId: b.userId, content: 'while redis is away', clientId: 'r1' }, a.token);
    expect(during.status).toBe(201);
    await until(() => heardOnOne.find((m) => m._id === during.body._id), 10_000, 'local delivery during the outage');

    proxy.restore();
    for (const node of nodes) expect(await readinessBecomes(node.url, 200)).toEqual({ status: 'ready' });
    const after = await apiOne.post('/api/chats/messages', { receiverId: b.userId, content: 'redis is back', clientId: 'r2' }, a.token);
    expect(after.status).toBe(201);
    await until(() => heardOnTwo.find((m) => m._id === after.body._id), 10_000, 'cross-node delivery after the outage');
    for (const node of nodes) expect(node.output()).not.toContain('unhandled rejection');
  });
});
