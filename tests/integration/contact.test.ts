// @ownDatabase postgres
import pg from 'pg';
import { MSG_CONTACT } from '@/lib/shared/messages/contact';
import { MSG_FORMS, MSG_INPUT } from '@/lib/shared/messages/input';
import { startApp, type TestApp } from '../support/app-server';
import { client, type Client } from '../support/http-client';
import { subscribedMember } from '../support/paypal';
import { createDatabase } from '../support/test-database';

/**
 * POST /api/contact through the real server. The report rows are read from the database itself
 * (PostgreSQL, as chat-cluster.test.ts uses), since the moderation queue is another endpoint's job.
 */
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const LIMIT = 4;
let app: TestApp;
let api: Client;
let database: Awaited<ReturnType<typeof createDatabase>> | undefined;

const concern = { email: 'Worried.Parent@Example.test', reason: 'scam', details: 'He asked my daughter to send money for a visa fee.' };

async function reportRow(id: string) {
  const db = new pg.Client({ connectionString: database!.url });
  await db.connect();
  try {
    const { rows } = await db.query('select source, reporter_id, contact_email, target_user_id, reason, details, status from reports where id = $1', [id]);
    return rows[0];
  } finally {
    await db.end();
  }
}

beforeAll(async () => {
  database = await createDatabase(ADMIN_URL, 'ns_contact');
  app = await startApp({ DATABASE_URL: database.url, RATE_CONTACT_PER_IP: String(LIMIT) });
  api = client(app.url);
});
afterAll(async () => {
  await app?.stop();
  await database?.drop();
});

describe('POST /api/contact', () => {
  // One address sends everything below, so the order matters: the limit is reached last.
  it('puts a concern from someone without an account in the moderation queue', async () => {
    const reply = await api.post('/api/contact', { ...concern, member: 'Yusuf, the engineer from Leeds' });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(await reportRow(reply.body.id)).toEqual({
      source: 'contact',
      reporter_id: null,
      contact_email: 'worried.parent@example.test',
      target_user_id: null,
      reason: 'scam',
      details: `Member concerned, as given: Yusuf, the engineer from Leeds\n\n${concern.details}`,
      status: 'open',
    });
  });

  it('names the member when a link to them is pasted, and the sender when signed in', async () => {
    const [reporter, target] = await Promise.all([subscribedMember(api), subscribedMember(api, { firstName: 'Tariq' })]);
    const reply = await api.post(
      '/api/contact',
      { ...concern, reason: 'harassment', member: `${app.url}/chats?userId=${target.userId.toUpperCase()}` },
      reporter.token,
    );
    expect(reply.status).toBe(201);
    expect(await reportRow(reply.body.id)).toMatchObject({ source: 'contact', reporter_id: reporter.userId, target_user_id: target.userId, reason: 'harassment' });
  });

  it('answers bad input with a 400 that says what is wrong, and counts none of it', async () => {
    const cases: Array<[unknown, string]> = [
      [{}, MSG_CONTACT.emailRequired],
      [{ ...concern, email: 'not an email' }, MSG_CONTACT.emailInvalid],
      [{ ...concern, reason: 'spam' }, MSG_CONTACT.reasonRequired],
      [{ ...concern, details: 'short' }, MSG_CONTACT.detailsTooShort],
      [{ ...concern, details: 'x'.repeat(4001) }, MSG_FORMS.fieldTooLong],
      [{ ...concern, member: 42 }, MSG_INPUT.invalidRequest],
    ];
    for (const [body, message] of cases) {
      const reply = await api.post('/api/contact', body);
      expect([reply.status, reply.body]).toEqual([400, { message, code: 'invalid_input' }]);
    }
    // Six refusals later, the two concerns above are still all this address has used.
    expect((await api.post('/api/contact', concern)).status).toBe(201);
  });

  it('limits concerns per address with a 429 that says when to try again', async () => {
    expect((await api.post('/api/contact', concern)).status).toBe(201);
    const refused = await api.post('/api/contact', concern);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rate_limited');
    expect(refused.body.message).toMatch(/^You have sent several concerns from this connection\. Please try again in (about )?\d+ (minutes|hour)/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
