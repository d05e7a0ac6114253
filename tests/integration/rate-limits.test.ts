import { MSG } from '@/lib/shared/messages';
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
    expect(locked.body.message).toBe(MSG.tooManyLoginAttempts);
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
    expect(reply.body.message).toBe(MSG.tooManyRegistrations);
  });
});
