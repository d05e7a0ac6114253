import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { compileRoute, createApiDispatcher, type RouteModule } from '@/lib/server/api-dispatch';

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

  it('streams request bodies to the handler', async () => {
    const reply = await fetch(`${base}/api/photos`, { method: 'POST', body: 'hello' });
    expect(await reply.json()).toMatchObject({ name: 'upload', body: 'hello' });
  });

  it('answers 405 with Allow for a method the route lacks', async () => {
    const reply = await fetch(`${base}/api/photos/requests`, { method: 'DELETE' });
    expect(reply.status).toBe(405);
    expect(reply.headers.get('allow')).toBe('GET');
  });

  it('leaves unknown paths, pages, HEAD and OPTIONS to Next', async () => {
    expect((await fetch(`${base}/api/nothing-here`)).status).toBe(299);
    expect((await fetch(`${base}/dashboard`)).status).toBe(299);
    expect((await fetch(`${base}/api/photos`, { method: 'OPTIONS' })).status).toBe(299);
  });

  it('turns a thrown error into the JSON 500 of the route wrapper', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const reply = await fetch(`${base}/api/broken`);
    expect(reply.status).toBe(500);
    expect(await reply.json()).toEqual({ message: 'An unexpected error occurred.', code: 'internal' });
    error.mockRestore();
  });

  it('compiles segments literally, so a dot in a path is not a wildcard', () => {
    expect(compileRoute('/api/a.b', {}).pattern.test('/api/axb')).toBe(false);
  });
});
