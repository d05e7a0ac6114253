// @ownDatabase postgres
import { randomBytes } from 'node:crypto';
import { startApp, type TestApp } from '../support/app-server';
import { connectSocket } from '../support/chat-sockets';
import { createTestClock, type TestClock } from '../support/clock';
import { client } from '../support/http-client';
import { leave, MINUTE, missedIn, nthMissed, send } from '../support/missed-mail';
import type { ParsedMail } from '../support/mime';
import { subscribedMember } from '../support/paypal';
import { createDatabase } from '../support/test-database';

/**
 * The missed-message email on two app nodes sharing one PostgreSQL database (TEST_DATABASE_URL,
 * else the local one, as chat-cluster.test.ts): both scan, each email goes once, and a node that
 * crashed does not keep its members online.
 */
jest.setTimeout(180_000);

describe('two app nodes on one PostgreSQL database', () => {
  const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const clock: TestClock = createTestClock();
  const nodes: TestApp[] = [];
  let database: Awaited<ReturnType<typeof createDatabase>> | undefined;

  beforeAll(async () => {
    database = await createDatabase(ADMIN_URL, 'ns_missed');
    const shared = { ...clock.env, DATABASE_URL: database.url, JWT_SECRET: randomBytes(32).toString('hex'), MISSED_MESSAGE_SCAN_SECONDS: '1', PRESENCE_HEARTBEAT_SECONDS: '1' };
    nodes.push(...(await Promise.all([startApp(shared), startApp(shared)])));
  });
  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.stop()));
    await database?.drop();
    clock.remove();
  });

  it('sends each email once although both nodes scan, and sees a socket held by the other node', async () => {
    const [one, two] = nodes;
    const apiOne = client(one.url);
    const sender = await subscribedMember(apiOne, { firstName: 'Harun' });
    const away = await Promise.all(['Aisha', 'Safiyya', 'Layla', 'Nusaybah', 'Khadija'].map((firstName) => subscribedMember(apiOne, { gender: 'female', firstName })));
    const online = await subscribedMember(apiOne, { gender: 'female', firstName: 'Fatimah' });
    // Connected to node one; both nodes scan, and node two must see her as online too.
    const socket = await connectSocket(one.url, online.token, { ack: false });
    try {
      for (const [index, member] of away.entries()) await leave(index % 2 ? one.url : two.url, member);
      for (const member of [...away, online]) await send(apiOne, sender, member, 'salaam from the other side of the cluster');

      clock.advance(16 * MINUTE);
      for (const member of away) await nthMissed(nodes, member);

      // A later email, from a later scan, after which any duplicate of the first ones would be in.
      const witness = await subscribedMember(apiOne, { gender: 'female', firstName: 'Sawdah' });
      await leave(two.url, witness);
      await send(apiOne, sender, witness, 'salaam');
      clock.advance(16 * MINUTE);
      await nthMissed(nodes, witness);

      for (const member of away) expect(missedIn(nodes, member)).toHaveLength(1);
      expect(missedIn(nodes, online)).toHaveLength(0);
    } finally {
      socket.close();
    }
  });

  it('does not leave a member online forever when the node holding her socket crashes', async () => {
    const [one, two] = nodes;
    const apiOne = client(one.url);
    const [sender, stranded] = await Promise.all([
      subscribedMember(apiOne, { firstName: 'Anas' }),
      subscribedMember(apiOne, { gender: 'female', firstName: 'Umamah' }),
    ]);
    const socket = await connectSocket(two.url, stranded.token, { ack: false });
    await send(apiOne, sender, stranded, 'salaam before the crash');
    await two.crash();
    socket.close();
    // Node one notices the silence (three missed one-second heartbeats), sweeps node two's
    // sockets and stamps her disconnected; from then the usual delay applies.
    const deadline = Date.now() + 60_000;
    let mail: ParsedMail | undefined;
    while (!mail && Date.now() < deadline) {
      clock.advance(16 * MINUTE);
      mail = await nthMissed([one], stranded, 1, 5000).catch(() => undefined);
    }
    expect(mail?.text).toContain('Anas sent you a new message');
  });
});
