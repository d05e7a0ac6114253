import { startApp, type TestApp } from '../support/app-server';
import { client } from '../support/http-client';
import { pollUntil } from '../support/poll';
import { rawRequest } from '../support/raw-http';

/** Liveness, readiness and the SIGTERM drain of the real server. */
describe('health and readiness', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(() => app.stop());

  it('answers liveness without auth or cache, with the security headers', async () => {
    const reply = await client(app.url).get('/api/health');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ status: 'ok' });
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers ready once the database is reachable and migrated', async () => {
    const reply = await client(app.url).get('/api/ready');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ status: 'ready' });
    expect(reply.headers.get('cache-control')).toBe('no-store');
  });

  it('ignores a stray bearer token on both', async () => {
    const api = client(app.url);
    const headers = { Authorization: 'Bearer not-a-session' };
    expect((await api.call('GET', '/api/health', { headers })).status).toBe(200);
    expect((await api.call('GET', '/api/ready', { headers })).status).toBe(200);
  });
});

describe('SIGTERM', () => {
  it('turns readiness off at once, keeps serving through the drain delay, then exits 0', async () => {
    const app = await startApp({ SHUTDOWN_DRAIN_DELAY_MS: '3000' });
    try {
      const api = client(app.url);
      expect((await api.get('/api/ready')).status).toBe(200);
      app.signal('SIGTERM');

      const draining = await pollUntil(async () => {
        const reply = await api.get('/api/ready');
        return reply.status === 503 ? reply : undefined;
      }, 2_000, 'readiness 503');
      expect(draining.body).toEqual({ status: 'not_ready', reason: 'draining' });

      // Still serving during the delay, and asking keep-alive clients to go elsewhere.
      const live = await rawRequest(app.url, 'GET', '/api/health', { headers: { Connection: 'keep-alive' } });
      expect(live.status).toBe(200);
      expect(JSON.parse(live.body)).toEqual({ status: 'ok' });
      expect(live.headers.connection).toBe('close');

      expect(await app.exited).toBe(0);
      const steps = ['readiness off (draining)', 'no longer accepting connections', 'closing sockets', 'stopping the background jobs', 'closing the database', '[server] stopped'];
      const output = app.output();
      const positions = steps.map((step) => output.indexOf(step));
      expect(positions.every((position) => position >= 0)).toBe(true);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    } finally {
      await app.stop();
    }
  });
});
