import { MSG_AUTH } from '@/lib/shared/messages/auth';
import { startApp, type TestApp } from '../support/app-server';
import { registerMember, registration } from '../support/factories';
import { client, type Client } from '../support/http-client';

let app: TestApp;
let api: Client;

beforeAll(async () => {
  app = await startApp({ RATE_LOGIN_PER_EMAIL: '3', RATE_LOGIN_PER_IP: '8', RATE_REGISTER_PER_IP: '4' });
  api = client(app.url);
});
afterAll(() => app?.stop());

describe('rate limits', () => {
  it('locks an email after repeated failures, even for the right password, with Retry-After', async () => {
    const member = await registerMember(api);
    for (let i = 0; i < 3; i += 1) {
      expect((await api.post('/api/auth/login', { email: member.payload.email, password: 'wrong password' })).status).toBe(401);
    }
    const locked = await api.post('/api/auth/login', { email: member.payload.email, password: member.payload.password });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(MSG_AUTH.tooManyLoginAttempts);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits failures per client address across emails', async () => {
    let last = 0;
    for (let i = 0; i < 6; i += 1) {
      last = (await api.post('/api/auth/login', { email: `nobody${i}@example.test`, password: 'whatever' })).status;
    }
    expect(last).toBe(429);
  });

  it('limits registrations per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await api.post('/api/auth/register', registration())).status);
    expect(statuses).toContain(429);
    const reply = await api.post('/api/auth/register', registration());
    expect(reply.status).toBe(429);
    expect(reply.body.message).toBe(MSG_AUTH.tooManyRegistrations);
  });
});

describe('behind one trusted proxy (TRUST_PROXY=1)', () => {
  let proxied: TestApp;
  let via: Client;
  beforeAll(async () => {
    proxied = await startApp({ TRUST_PROXY: '1', RATE_LOGIN_PER_IP: '5' });
    via = client(proxied.url);
  });
  afterAll(() => proxied?.stop());

  // What HAProxy forwards: the client's own header, then the address it saw (here 127.0.0.1).
  const spoofed = (i: number) => ({ 'X-Forwarded-For': `198.18.${i}.${i + 1}, 127.0.0.1` });

  it('counts the address the proxy saw, so rotating the first X-Forwarded-For entry escapes no limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      statuses.push((await via.call('POST', '/api/auth/login', { body: { email: `rotating${i}@example.test`, password: 'wrong password' }, headers: spoofed(i) })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });

  it('answers a flood of made-up set-password links with cheap refusals, limited per address, while health stays quick', async () => {
    const started = performance.now();
    const timed = async <T>(request: Promise<T>) => {
      const reply = await request;
      return { reply, ms: performance.now() - started };
    };
    const bogus = Array.from({ length: 40 }, (_, i) =>
      timed(via.call('POST', '/api/auth/set-password', { body: { token: `made-up-${i}`, password: 'A long and unusual passphrase 2026' }, headers: spoofed(i) })),
    );
    const health = await timed(via.get('/api/health'));
    const replies = await Promise.all(bogus);
    const batchMs = Math.max(...replies.map((r) => r.ms));
    console.log(`set-password flood: 40 made-up links answered in ${batchMs.toFixed(0)} ms; /api/health sent alongside answered in ${health.ms.toFixed(0)} ms`);

    expect(health.reply.status).toBe(200);
    const invalid = replies.filter((r) => r.reply.status === 400);
    const limited = replies.filter((r) => r.reply.status === 429);
    expect([invalid.length, limited.length]).toEqual([20, 20]);
    for (const { reply } of invalid) expect(reply.body).toEqual({ message: MSG_AUTH.setPasswordLinkInvalid, code: 'invalid_input' });
    for (const { reply } of limited) expect(reply.body.message).toMatch(/^Too many tries with password links from your connection\. Please try again in \d+ minutes\.$/);
    // Before, each refusal first ran the strength check and a cost-12 bcrypt on the event loop:
    // 40 of them held the node for tens of seconds. Generous bounds, for a busy two-core machine.
    expect(batchMs).toBeLessThan(2000);
    expect(health.ms).toBeLessThan(1000);
  });
});
