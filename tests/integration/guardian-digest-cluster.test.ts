// @ownDatabase postgres
import { randomBytes } from 'node:crypto';
import type { ParsedMail } from '../support/mime';
import { startApp, type TestApp } from '../support/app-server';
import { createTestClock, type TestClock } from '../support/clock';
import { client } from '../support/http-client';
import { subscribedMember } from '../support/paypal';
import { createDatabase } from '../support/test-database';

/**
 * Two app nodes on one PostgreSQL database, both running the background jobs (the weekly digest
 * among them) on the same moved clock: each woman's digest is sent once. Embedded PGlite belongs to one
 * process, so this needs a real server: TEST_DATABASE_URL, else the local
 * postgres://postgres@127.0.0.1:5432/test, and it fails loudly when there is none.
 */
jest.setTimeout(180_000);

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DAY = 86_400_000;
const WOMEN = 6;
const nodes: TestApp[] = [];
let clock: TestClock;
let database: Awaited<ReturnType<typeof createDatabase>> | undefined;

const tokenIn = (mail: ParsedMail) => /\/guardian\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1];
const allMail = () => nodes.flatMap((node) => node.mail.mails);
async function waitForMail(to: string, subject: RegExp, timeoutMs = 30_000): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = allMail().find((m) => m.to.includes(to) && subject.test(m.subject));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No mail to ${to} matching ${subject} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  clock = createTestClock();
  database = await createDatabase(ADMIN_URL, 'ns_guardian');
  const shared = { DATABASE_URL: database.url, JWT_SECRET: randomBytes(32).toString('hex'), ...clock.env };
  nodes.push(await startApp(shared));
  nodes.push(await startApp(shared));
});
afterAll(async () => {
  await Promise.all(nodes.map((node) => node.stop()));
  await database?.drop();
  clock?.remove();
});

describe('weekly digests with two nodes', () => {
  it('sends each woman’s digest once, whichever node claims it', async () => {
    const [one, two] = nodes.map((node) => client(node.url));
    const brother = await subscribedMember(one);
    const women = [];
    for (let i = 0; i < WOMEN; i += 1) {
      const api = i % 2 ? two : one;
      // Only members Find Matches would list for him can receive a first message: subscribed women.
      const sister = await subscribedMember(api, { gender: 'female', firstName: `Sister${i}` });
      const wali = sister.payload.guardianEmail!;
      await api.put('/api/guardian/chaperone', { mode: i % 2 ? 'copies' : 'summary' }, sister.token);
      await api.post('/api/guardian/respond', { token: tokenIn(await waitForMail(wali, /named you as her guardian/)), action: 'confirm' });
      expect((await one.post('/api/chats/messages', { receiverId: sister.userId, content: `Salaam ${i}`, clientId: `m-${i}` }, brother.token)).status).toBe(201);
      women.push({ ...sister, wali });
    }

    // Both nodes see every digest fall due at the same moment.
    clock.advance(7 * DAY);
    const weekly = /week on Nikah Scholars/;
    for (const woman of women) await waitForMail(woman.wali, weekly);

    // A later digest, of the following week, due only after those were sent: once it arrived,
    // both nodes had passed the earlier ones again, and each was still sent once.
    const late = await subscribedMember(two, { gender: 'female', firstName: 'Latecomer' });
    const lateWali = late.payload.guardianEmail!;
    await two.put('/api/guardian/chaperone', { mode: 'summary' }, late.token);
    expect((await one.post('/api/chats/messages', { receiverId: late.userId, content: 'Salaam', clientId: 'late' }, brother.token)).status).toBe(201);
    await two.post('/api/guardian/respond', { token: tokenIn(await waitForMail(lateWali, /named you as her guardian/)), action: 'confirm' });
    clock.advance(7 * DAY);
    await waitForMail(lateWali, weekly);

    for (const woman of [...women, { wali: lateWali }]) {
      expect(allMail().filter((m) => m.to.includes(woman.wali) && weekly.test(m.subject))).toHaveLength(1);
    }
  });
});
