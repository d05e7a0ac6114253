import { startApp, type TestApp } from '../support/app-server';
import { FUZZ_SAMPLE_SECRETS, fuzzTargets, fuzzUrlTargets, HOSTILE_METHODS, leaksIn, runFuzz, type FuzzReport } from '../support/fuzz';
import { client } from '../support/http-client';
import { personaAppEnv, seedPersonas, tinyPng, type Cast } from '../support/personas';
import { rawRequest } from '../support/raw-http';

const PER_ENDPOINT = Number(process.env.FUZZ_RUNS ?? 300);
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);

let app: TestApp;
let cast: Cast;

beforeAll(async () => {
  app = await startApp(personaAppEnv);
  cast = await seedPersonas(client(app.url));
}, 120_000);
afterAll(() => app?.stop());

const describeFailures = (report: FuzzReport) => report.serverErrors.slice(0, 5).map((f) => `${f.label} ${f.status}: ${f.request}`).join('\n');

describe('hostile input', () => {
  let bodies: FuzzReport;

  it(`answers ${PER_ENDPOINT} hostile bodies per JSON endpoint without a single 5xx`, async () => {
    const targets = fuzzTargets(cast, await tinyPng());
    bodies = await runFuzz(app.url, cast, targets, PER_ENDPOINT, SEED);
    console.info(`fuzz: ${bodies.sent} hostile bodies`, bodies.perTarget);
    for (const target of targets) expect(bodies.perTarget[target.label]).toBeGreaterThanOrEqual(PER_ENDPOINT);
    expect(describeFailures(bodies)).toBe('');
  }, 900_000);

  it('answers hostile query strings and path segments without a 5xx', async () => {
    const urls = await runFuzz(app.url, cast, fuzzUrlTargets(cast), 100, SEED);
    console.info(`fuzz: ${urls.sent} hostile URLs`);
    expect(describeFailures(urls)).toBe('');
  }, 600_000);

  it.each(HOSTILE_METHODS)('answers %s with 405 and Allow, API and pages alike', async (method) => {
    for (const path of ['/api/users', '/api/auth/login', '/', '/dashboard']) {
      const reply = await rawRequest(app.url, method, path);
      expect(reply.status).toBe(405);
      expect(reply.headers.allow).toContain('GET');
    }
  });

  it('answers malformed %-encoding in a path with 400', async () => {
    for (const path of ['/api/users/profile/%E0%A4%A', '/api/photos/%', '/dashboard/%zz']) {
      const reply = await rawRequest(app.url, 'GET', path, { headers: { Authorization: `Bearer ${cast.tokens.member}` } });
      expect(reply.status).toBe(400);
    }
  });

  it('answers NUL in a text field or a query with 400 "invalid characters"', async () => {
    const login = await rawRequest(app.url, 'POST', '/api/auth/login', { body: JSON.stringify({ email: 'a\u0000@example.test', password: 'x' }), headers: { 'Content-Type': 'application/json' } });
    expect(login.status).toBe(400);
    expect(JSON.parse(login.body).message).toBe('The request contains characters that are not allowed.');
    const search = await rawRequest(app.url, 'GET', '/api/users?search=a%00b', { headers: { Authorization: `Bearer ${cast.tokens.member}` } });
    expect(search.status).toBe(400);
  });

  it('answers ?offset=1e400 on the admin list with 400', async () => {
    const reply = await rawRequest(app.url, 'GET', '/api/admin/profiles?offset=1e400', { headers: { Authorization: `Bearer ${cast.tokens.admin}` } });
    expect(reply.status).toBe(400);
  });

  it('leaves no hash, private detail, token, message text or stack trace in the server log', () => {
    expect(bodies?.sent).toBeGreaterThan(0);
    expect(leaksIn(app.output(), [...cast.secrets, ...FUZZ_SAMPLE_SECRETS])).toEqual([]);
  });
});

describe('bodies without Content-Length', () => {
  it('stops reading a chunked login body at 1 MB and answers 413', async () => {
    const { request } = await import('node:http');
    const offered = 200 * 1024 * 1024;
    const outcome = await new Promise<{ status: number; sent: number }>((resolve, reject) => {
      let sent = 0;
      let answered = false;
      const chunk = Buffer.alloc(64 * 1024, ' ');
      const req = request(`${app.url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' } }, (res) => {
        answered = true;
        res.resume();
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, sent });
          req.destroy();
        });
      });
      req.on('error', (error) => (answered ? undefined : reject(error)));
      const write = () => {
        while (!answered && sent < offered) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', write);
        }
        if (!answered) req.end();
      };
      write();
    });
    expect(outcome.status).toBe(413);
    expect(outcome.sent).toBeLessThan(16 * 1024 * 1024);
  });
});
