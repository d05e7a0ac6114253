import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { MSG_COMMON } from '@/lib/shared/messages/common';
import { MSG_INPUT } from '@/lib/shared/messages/input';
import { errorResponse } from './http';
import { jsonAnswer, jsonTextOf } from './json-answer';

type Params = Record<string, string | string[] | undefined>;
type Handler = (request: Request, context: { params: Promise<Params> }) => Response | Promise<Response>;
export type RouteModule = Partial<Record<'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', Handler>>;

interface CompiledRoute {
  /** As written in the route table (`/api/photos/[id]`): the metrics label. */
  path: string;
  pattern: RegExp;
  names: string[];
  /** Per path segment, whether it is a `[param]`; decides precedence between overlapping routes. */
  dynamic: boolean[];
  module: RouteModule;
  /** The `Allow` header: its methods, and what is answered for it (HEAD with a GET, OPTIONS). */
  allow: string;
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
/** Chunks the body stream holds before the socket is paused: a reader that stops stops the upload. */
const BODY_QUEUE_CHUNKS = 4;
/** After an early answer, how long the client gets to read it before the connection is cut. */
const LINGER_MS = 2_000;

/** `/api/photos/[id]` → a regular expression with one named group per `[segment]`. */
export function compileRoute(path: string, module: RouteModule): CompiledRoute {
  const names: string[] = [];
  const segments = path.split('/');
  const dynamic = segments.map((segment) => /^\[\w+\]$/.test(segment));
  const source = segments
    .map((segment, index) => {
      if (!dynamic[index]) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1, -1));
      return '([^/]+)';
    })
    .join('/');
  const allow = [...METHODS.filter((method) => module[method]), ...(module.GET ? ['HEAD'] : []), 'OPTIONS'].join(', ');
  return { path, pattern: new RegExp(`^${source}/?$`), names, dynamic, module, allow };
}

/**
 * Like Next: at the first segment where two routes differ in kind, the static one wins. Routes
 * of different lengths never match the same path, but the order must still be total (shorter
 * first): calling a prefix "equal" made the comparison intransitive, and with enough routes the
 * sort put `/api/photos/[id]` before `/api/photos/upload`.
 */
export function byPrecedence(a: Pick<CompiledRoute, 'dynamic'>, b: Pick<CompiledRoute, 'dynamic'>): number {
  for (let i = 0; i < Math.min(a.dynamic.length, b.dynamic.length); i += 1) {
    if (a.dynamic[i] !== b.dynamic[i]) return a.dynamic[i] ? 1 : -1;
  }
  return a.dynamic.length - b.dynamic.length;
}

/**
 * The request body as a web stream that follows the reader: the socket is read only as fast as
 * the handler pulls, and a reader that cancels (the body cap) leaves the rest unread instead of
 * destroying the socket, so the 413 still reaches the client.
 */
function bodyStream(req: IncomingMessage): ReadableStream<Uint8Array> {
  let cancelled = false;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        req.on('data', (chunk: Buffer) => {
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) req.pause();
        });
        req.once('end', () => cancelled || controller.close());
        req.once('error', (error) => cancelled || controller.error(error));
      },
      pull() {
        req.resume();
      },
      cancel() {
        cancelled = true;
        req.pause();
        req.removeAllListeners('data');
      },
    },
    { highWaterMark: BODY_QUEUE_CHUNKS },
  );
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
    body: hasBody ? bodyStream(req) : undefined,
    duplex: hasBody ? 'half' : undefined,
  } as RequestInit);
}

/**
 * A body left unread (refused early, or cut at the cap) is never read further, so the
 * connection cannot be reused: the answer says `Connection: close`. Node would then destroy the
 * socket as soon as the answer is written, and closing a socket with unread input resets it,
 * often before the client has read the answer. So this socket only stops sending (FIN), leaves
 * the rest unread, and is cut a little later.
 */
function closeAfterAnswer(req: IncomingMessage, res: ServerResponse): void {
  req.removeAllListeners('data');
  req.pause();
  res.setHeader('Connection', 'close');
  const socket = req.socket as Socket & { destroySoon?: () => void };
  socket.destroySoon = () => {
    socket.end();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  };
}

async function writeResponse(req: IncomingMessage, res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  if (!req.complete) closeAfterAnswer(req, res);
  // A handler that names its length up front (a photo from the store) or answers a download (the
  // data export, whose length is known only at its end, sent chunked) is streamed, never held
  // whole in memory, and a client that goes away cancels the read; small JSON answers are sent
  // in one write with their length, as before.
  const streamed = response.headers.has('content-length') || response.headers.get('content-disposition')?.startsWith('attachment');
  if (response.body && streamed) {
    await pipeline(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>), res).catch((error: NodeJS.ErrnoException) => {
      // The client went away mid-answer: nothing failed on this side.
      if (error.code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
    });
    return;
  }
  const text = jsonTextOf(response);
  if (text !== undefined) {
    res.end(text);
    return;
  }
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : undefined;
  res.end(body);
}

const refusal = (status: number, message: string, code: string, headers: Record<string, string> = {}) =>
  jsonAnswer({ message, code }, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

function decodeParams(names: string[], match: RegExpExecArray): Params | undefined {
  try {
    return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1])]));
  } catch (error) {
    if (error instanceof URIError) return undefined;
    throw error;
  }
}

/**
 * Serves every `/api` request from the custom server, in development and production alike: the
 * `app/api/**` handlers are plain functions (Request in, Response out), and calling them
 * without Next's router roughly doubles API throughput (see scripts/bench-users.ts). An unknown
 * `/api` path is a JSON 404 here; only other paths fall through (`false`) to Next.
 */
export function createApiDispatcher(routes: ReadonlyArray<readonly [path: string, module: RouteModule]>) {
  const compiled = routes.map(([path, module]) => compileRoute(path, module)).sort(byPrecedence);

  async function dispatch(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
    if (url.pathname !== '/api' && !url.pathname.startsWith('/api/')) return false;
    let match: RegExpExecArray | null = null;
    const route = compiled.find((candidate) => (match = candidate.pattern.exec(url.pathname)) !== null);
    if (!route || !match) {
      await writeResponse(req, res, refusal(404, MSG_COMMON.notFound, 'not_found'));
      return true;
    }
    // What Next answers by itself: OPTIONS lists the methods, HEAD runs GET (Node sends no body).
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { Allow: route.allow }).end();
      return true;
    }
    const handler = route.module[(req.method === 'HEAD' ? 'GET' : req.method) as (typeof METHODS)[number]];
    if (!handler) {
      await writeResponse(req, res, refusal(405, MSG_INPUT.methodNotAllowed, 'method_not_allowed', { Allow: route.allow }));
      return true;
    }
    const params = decodeParams(route.names, match);
    if (!params) {
      await writeResponse(req, res, refusal(400, MSG_INPUT.badAddress, 'invalid_input'));
      return true;
    }
    let response: Response;
    try {
      response = await handler(toRequest(req, url), { params: Promise.resolve(params) });
    } catch (error) {
      response = errorResponse(error);
    }
    await writeResponse(req, res, response);
    return true;
  }

  /** The pattern of the route serving `pathname`, if any. */
  function patternOf(pathname: string): string | undefined {
    return compiled.find((candidate) => candidate.pattern.test(pathname))?.path;
  }

  return Object.assign(dispatch, { patternOf });
}
