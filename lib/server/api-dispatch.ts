import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { errorResponse } from './http';

type Params = Record<string, string | string[] | undefined>;
type Handler = (request: Request, context: { params: Promise<Params> }) => Response | Promise<Response>;
export type RouteModule = Partial<Record<'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', Handler>>;

interface CompiledRoute {
  pattern: RegExp;
  names: string[];
  dynamicSegments: number;
  module: RouteModule;
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** `/api/photos/[id]` → a regular expression with one named group per `[segment]`. */
export function compileRoute(path: string, module: RouteModule): CompiledRoute {
  const names: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      const dynamic = /^\[(\w+)\]$/.exec(segment);
      if (!dynamic) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(dynamic[1]);
      return '([^/]+)';
    })
    .join('/');
  return { pattern: new RegExp(`^${source}/?$`), names, dynamicSegments: names.length, module };
}

function toRequest(req: IncomingMessage, url: URL): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
    duplex: hasBody ? 'half' : undefined,
  } as RequestInit);
}

async function writeResponse(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  if (!response.body) {
    res.end();
    return;
  }
  res.end(Buffer.from(await response.arrayBuffer()));
}

/**
 * Serves `app/api/**` route handlers straight from the custom server in production. The
 * handlers are the same functions Next would call (plain Request in, Response out), but
 * skipping Next's router roughly doubles API throughput (see scripts/bench-users.ts). Unknown
 * paths fall through to Next, which answers them as before.
 */
export function createApiDispatcher(routes: ReadonlyArray<readonly [path: string, module: RouteModule]>) {
  // Like Next: a static segment wins over a dynamic one at the same place.
  const compiled = routes.map(([path, module]) => compileRoute(path, module)).sort((a, b) => a.dynamicSegments - b.dynamicSegments);

  return async function dispatch(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
    // HEAD and OPTIONS keep Next's automatic answers.
    if (!url.pathname.startsWith('/api/') || !METHODS.includes(req.method as (typeof METHODS)[number])) return false;
    let match: RegExpExecArray | null = null;
    const route = compiled.find((candidate) => (match = candidate.pattern.exec(url.pathname)) !== null);
    if (!route || !match) return false;
    const handler = route.module[req.method as (typeof METHODS)[number]];
    if (!handler) {
      const allowed = METHODS.filter((method) => route.module[method]);
      res.writeHead(405, { Allow: allowed.join(', '), 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ message: 'Method not allowed.', code: 'method_not_allowed' }));
      return true;
    }
    const found: RegExpExecArray = match;
    const params: Params = Object.fromEntries(route.names.map((name, index) => [name, decodeURIComponent(found[index + 1])]));
    let response: Response;
    try {
      response = await handler(toRequest(req, url), { params: Promise.resolve(params) });
    } catch (error) {
      response = errorResponse(error);
    }
    await writeResponse(res, response);
    return true;
  };
}
