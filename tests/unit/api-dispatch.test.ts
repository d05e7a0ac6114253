import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request as httpRequest } from 'node:http';
import { byPrecedence, compileRoute, createApiDispatcher, type RouteModule } from '@/lib/server/api-dispatch';
import { readCapped } from '@/lib/server/body';
import { errorResponse } from '@/lib/server/http';
import { MSG_COMMON } from '@/lib/shared/messages/common';
import { MSG_INPUT } from '@/lib/shared/messages/input';

// The 500 below is logged on purpose; keep the test output quiet.
process.env.LOG_LEVEL = 'silent';
const CAP = 64 * 1024;

const echo = (name: string): RouteModule['GET'] => async (request, { params }) =>
  Response.json({ name, params: await params, method: request.method, body: request.method === 'GET' ? null : await request.text() });

let server: Server;
let base: string;

beforeAll(async () => {
  const dispatch = createApiDispatcher([
    ['/api/photos/[id]', { GET: echo('photo'), DELETE: echo('delete-photo') }],
    ['/api/photos/requests', { GET: echo('requests') }],
    ['/api/photos', { GET: echo('photos'), POST: echo('upload') }],
    ['/api/broken', { GET: async () => { throw new Error('boom'); } }],
    ['/api/capped', { POST: async (request) => readCapped(request, CAP).then((body) => Response.json({ bytes: body.length }), errorResponse) }],
  ]);
  server = createServer((req, res) => {
    void dispatch(req, res).then((served) => {
      if (!served) res.writeHead(299).end('fell through');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('API dispatch', () => {
  it('matches static routes before dynamic ones and passes decoded params', async () => {
    expect(await (await fetch(`${base}/api/photos/requests`)).json()).toMatchObject({ name: 'requests' });
    expect(await (await fetch(`${base}/api/photos/a%20b`)).json()).toMatchObject({ name: 'photo', params: { id: 'a b' } });
    expect(await (await fetch(`${base}/api/photos/`)).json()).toMatchObject({ name: 'photos' });
  });

  it('lets the static segment win where two routes first differ, as Next does', () => {
    const routes = ['/api/a/[x]/b', '/api/a/b/[y]', '/api/[z]/b/c'].map((path) => compileRoute(path, {}));
    expect([...routes].sort(byPrecedence).map((route) => route.path)).toEqual(['/api/a/b/[y]', '/api/a/[x]/b', '/api/[z]/b/c']);
  });

  it('orders every route of the real table so that a static segment beats a dynamic one, in any input order', () => {
    const paths = ['/api/photos', '/api/photos/[id]', '/api/photos/upload', '/api/photos/request', '/api/photos/requests/[id]', '/api/photos/requests/received', '/api/admin/photos/[id]', '/api/users/[id]/block', '/api/users/blocked', '/api/users/profile', '/api/users/profile/[id]', '/api/chats/[userId]/messages', '/api/chats'];
    for (let round = 0; round < 50; round += 1) {
      const shuffled = [...paths].sort(() => Math.random() - 0.5).map((path) => compileRoute(path, {}));
      const order = shuffled.sort(byPrecedence).map((route) => route.path);
      expect(order.indexOf('/api/photos/upload')).toBeLessThan(order.indexOf('/api/photos/[id]'));
      expect(order.indexOf('/api/photos/request')).toBeLessThan(order.indexOf('/api/photos/[id]'));
      expect(order.indexOf('/api/users/blocked')).toBeLessThan(order.indexOf('/api/users/[id]/block'));
      expect(order.indexOf('/api/photos/requests/received')).toBeLessThan(order.indexOf('/api/photos/requests/[id]'));
    }
  });

  it('streams request bodies to the handler', async () => {
    const reply = await fetch(`${base}/api/photos`, { method: 'POST', body: 'hello' });
    expect(await reply.json()).toMatchObject({ name: 'upload', body: 'hello' });
  });

  it('answers 405 with Allow for a method the route lacks', async () => {
    const reply = await fetch(`${base}/api/photos/requests`, { method: 'DELETE' });
    expect(reply.status).toBe(405);
    expect(reply.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });

  it('answers every /api path itself, an unknown one with a JSON 404, and leaves the rest to Next', async () => {
    for (const path of ['/api/nothing-here', '/api']) {
      const reply = await fetch(`${base}${path}`);
      expect(reply.status).toBe(404);
      expect(await reply.json()).toEqual({ message: MSG_COMMON.notFound, code: 'not_found' });
    }
    expect((await fetch(`${base}/dashboard`)).status).toBe(299);
    expect((await fetch(`${base}/apiary`)).status).toBe(299);
  });

  it('answers OPTIONS with the allowed methods and HEAD with the GET handler, without a body', async () => {
    const options = await fetch(`${base}/api/photos`, { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('GET, POST, HEAD, OPTIONS');
    const head = await fetch(`${base}/api/photos/requests`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toContain('application/json');
    expect(await head.text()).toBe('');
  });

  it('turns a thrown error into the JSON 500 of the route wrapper', async () => {
    const reply = await fetch(`${base}/api/broken`);
    expect(reply.status).toBe(500);
    expect(await reply.json()).toEqual({ message: 'An unexpected error occurred.', code: 'internal' });
  });

  it('answers 400 for malformed %-encoding in a path segment', async () => {
    const reply = await fetch(`${base}/api/photos/%E0%A4%A`);
    expect(reply.status).toBe(400);
    expect(await reply.json()).toEqual({ message: MSG_INPUT.badAddress, code: 'invalid_input' });
  });

  it('stops reading a chunked body at the cap and still answers 413', async () => {
    const { status, sent } = await streamChunked(`${base}/api/capped`, 200 * 1024 * 1024);
    expect(status).toBe(413);
    // The server holds a few chunks and the socket buffers, never the 200 MB offered.
    expect(sent).toBeLessThan(8 * 1024 * 1024);
  });

  it('reads a chunked body under the cap whole', async () => {
    const { status, body } = await streamChunked(`${base}/api/capped`, CAP - 1);
    expect(status).toBe(200);
    expect(JSON.parse(body)).toEqual({ bytes: CAP - 1 });
  });

  it('compiles segments literally, so a dot in a path is not a wildcard', () => {
    expect(compileRoute('/api/a.b', {}).pattern.test('/api/axb')).toBe(false);
  });
});

/** POSTs `total` bytes without Content-Length, stopping as soon as an answer arrives. */
function streamChunked(url: string, total: number): Promise<{ status: number; body: string; sent: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const req = httpRequest(url, { method: 'POST', headers: { 'Content-Type': 'application/json' } });
    req.on('response', (res) => {
      answered = true;
      let body = '';
      res.on('data', (part) => (body += part));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body, sent });
        req.destroy();
      });
    });
    req.on('error', (error) => (answered ? undefined : reject(error)));
    const write = () => {
      while (!answered && sent < total) {
        const part = chunk.subarray(0, Math.min(chunk.length, total - sent));
        sent += part.length;
        if (!req.write(part)) return void req.once('drain', write);
      }
      if (!answered) req.end();
    };
    write();
  });
}
