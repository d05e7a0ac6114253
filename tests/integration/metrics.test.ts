import { randomBytes, randomUUID } from 'node:crypto';
import { startApp, type TestApp } from '../support/app-server';
import { connectSocket, emitWithAck, type ChatSocket } from '../support/chat-sockets';
import { client } from '../support/http-client';
import { pollUntil } from '../support/poll';
import { subscribedMember } from '../support/paypal';

/** GET /api/metrics: Prometheus text behind METRICS_TOKEN, off (404) without it. */
const TOKEN = randomBytes(24).toString('hex');

/** The value of one sample line (`name{labels} value`), 0 when the series does not exist yet. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('metrics turned off', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(() => app.stop());

  it('answers 404 in the usual error shape when METRICS_TOKEN is not set', async () => {
    const reply = await client(app.url).call('GET', '/api/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ message: expect.any(String), code: 'not_found' });
  });
});

describe('a metrics token that is too short', () => {
  it('stops the server at start-up with a clear message', async () => {
    await expect(startApp({ METRICS_TOKEN: 'short' })).rejects.toThrow('METRICS_TOKEN must be at least 16 characters');
  });
});

describe('metrics turned on', () => {
  let app: TestApp;
  const sockets: ChatSocket[] = [];
  beforeAll(async () => {
    app = await startApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await app.stop();
  });

  const scrape = async () => {
    const reply = await client(app.url).call<string>('GET', '/api/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(reply.status).toBe(200);
    return reply;
  };

  it('refuses a missing or wrong token with a 401', async () => {
    const api = client(app.url);
    const missing = await api.get('/api/metrics');
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({ message: expect.any(String), code: 'unauthenticated' });
    const wrong = await api.call('GET', '/api/metrics', { headers: { Authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('unauthenticated');
  });

  it('serves every metric family in Prometheus text, uncached', async () => {
    const reply = await scrape();
    expect(reply.headers.get('content-type')).toContain('text/plain');
    expect(reply.headers.get('cache-control')).toBe('no-store');
    for (const family of [
      'http_requests_total',
      'http_request_duration_seconds',
      'socketio_connected_sockets',
      'outbox_backlog',
      'outbox_oldest_pending_age_seconds',
      'chat_message_send_duration_seconds',
      'job_runs_total',
      'job_failures_total',
      'job_duration_seconds',
      'process_resident_memory_bytes',
    ]) {
      expect(reply.body).toContain(`# TYPE ${family} `);
    }
    expect(sample(reply.body, 'metrics_scrape_error{collector="outbox"}')).toBe(0);
  });

  it('counts and times every background job by name', async () => {
    // Every job runs once at start; the scrape sees the runs that have ended.
    const body = await pollUntil(async () => {
      const text = (await scrape()).body;
      return ['send-mail', 'presence', 'prune', 'tasks'].every((job) => sample(text, `job_runs_total{job="${job}"}`) >= 1) ? text : undefined;
    }, 10_000, 'a run of each job');
    expect(sample(body, 'job_duration_seconds_count{job="presence"}')).toBeGreaterThanOrEqual(1);
    expect(sample(body, 'job_failures_total{job="presence"}')).toBe(0);
  });

  it('labels requests by route pattern, never by the raw path', async () => {
    const id = randomUUID();
    const seen = await client(app.url).get(`/api/users/profile/${id}`);
    expect(seen.status).toBe(401);
    const { body } = await scrape();
    expect(sample(body, 'http_requests_total{method="GET",route="/api/users/profile/[id]",status="401"}')).toBeGreaterThanOrEqual(1);
    expect(body).not.toContain(id);
    await client(app.url).get('/no-such-page');
    expect((await scrape()).body).toMatch(/http_requests_total\{method="GET",route="page",status="404"\} \d+/);
  });

  it('times chat sends by transport and counts this node’s sockets', async () => {
    const api = client(app.url);
    const [a, b] = await Promise.all([subscribedMember(api), subscribedMember(api, { gender: 'female' })]);
    const before = (await scrape()).body;

    const sent = await api.post('/api/chats/messages', { receiverId: b.userId, content: 'counted over http', clientId: 'm1' }, a.token);
    expect(sent.status).toBe(201);
    const socket = await connectSocket(app.url, a.token);
    sockets.push(socket);
    const acked = await emitWithAck(socket, 'newMessage', { receiverId: b.userId, content: 'counted over the socket', clientId: 'm2' });
    expect(acked.ok).toBe(true);

    const after = (await scrape()).body;
    for (const transport of ['http', 'socket']) {
      const series = `chat_message_send_duration_seconds_count{transport="${transport}"}`;
      expect(sample(after, series)).toBe(sample(before, series) + 1);
    }
    expect(sample(after, 'socketio_connected_sockets')).toBe(1);
  });
});
