import type { z } from 'zod/mini';
import { validate } from '@/lib/schemas/validate';
import { MSG_COMMON } from '@/lib/shared/messages/common';
import { bearerToken, requireLevel, sessionFromToken, type AccessLevel, type Session } from './auth/session';
import { parseJsonObject, readCapped, refuseNul } from './body';
import { isDatabaseUnavailable } from './db-errors';
import { jsonAnswer } from './json-answer';
import { AppError, unavailable, type ErrorCode } from './errors';
import { log } from './logger';
import { forgetSessions } from './realtime/emit';

/** Set by server.ts from the socket (or a trusted proxy); never taken from the client as is. */
export const CLIENT_IP_HEADER = 'x-ns-client-ip';
const MAX_JSON_BYTES = 1024 * 1024;

type RawParams = Record<string, string | string[] | undefined>;

interface Context<B, Q, P, S> {
  request: Request;
  body: B;
  query: Q;
  params: P;
  session: S;
  clientIp: string;
}

interface Options<BS, QS, PS, A extends AccessLevel | 'public'> {
  auth: A;
  body?: BS;
  query?: QS;
  params?: PS;
  /** How a path that fails `params` is answered; a 400 unless the endpoint has always said otherwise. */
  badParams?: ErrorCode;
  status?: number;
}

type Parsed<S> = S extends z.core.$ZodType ? z.output<S> : undefined;
type SessionOf<A> = A extends 'public' ? Session | undefined : Session;

/**
 * The one wrapper every route handler goes through. It owns HTTP input: it authenticates, then
 * checks the path parameters, the query string and the body (read with a hard cap) against the
 * route's schemas, so handlers and services only ever see typed values. Every failure becomes
 * `{ message, code }` with an honest status.
 */
export function route<
  BS extends z.core.$ZodType | undefined = undefined,
  QS extends z.core.$ZodType | undefined = undefined,
  PS extends z.core.$ZodType | undefined = undefined,
  A extends AccessLevel | 'public' = 'public',
>(options: Options<BS, QS, PS, A>, handler: (ctx: Context<Parsed<BS>, Parsed<QS>, Parsed<PS>, SessionOf<A>>) => Promise<unknown>) {
  return async (request: Request, context?: { params?: Promise<RawParams> }): Promise<Response> => {
    try {
      const session = await resolveSession(request, options.auth);
      const params = readParams((await context?.params) ?? {}, options.params, options.badParams ?? 'invalid_input');
      const query = readQuery(request, options.query);
      const body = options.body ? await readJsonBody(request, options.body) : undefined;
      const clientIp = request.headers.get(CLIENT_IP_HEADER) ?? 'unknown';
      const result = await handler({
        request,
        body: body as Parsed<BS>,
        query: query as Parsed<QS>,
        params: params as Parsed<PS>,
        session: session as SessionOf<A>,
        clientIp,
      });
      // A write may change what her session carries (her profile, her subscription, her second
      // factor): no node answers her next read from a session it read before.
      if (session && !isRead(request)) await forgetSessions({ userId: session.user.id });
      if (result instanceof Response) return result;
      return jsonAnswer(result ?? { success: true }, { status: options.status ?? 200, headers: { 'Cache-Control': 'no-store' } });
    } catch (error) {
      return errorResponse(error);
    }
  };
}

const isRead = (request: Request) => request.method === 'GET' || request.method === 'HEAD';

async function resolveSession(request: Request, auth: AccessLevel | 'public'): Promise<Session | undefined> {
  const token = bearerToken(request.headers.get('authorization'));
  const reuse = isRead(request);
  if (auth === 'public') return token ? sessionFromToken(token, { reuse }).catch(() => undefined) : undefined;
  const session = await sessionFromToken(token, { reuse });
  requireLevel(session, auth);
  return session;
}

function checked(schema: z.core.$ZodType, input: unknown, code: ErrorCode): unknown {
  const result = validate(schema, input);
  if (!result.ok) throw new AppError(code, result.message);
  return result.data;
}

function readParams(raw: RawParams, schema: z.core.$ZodType | undefined, code: ErrorCode): unknown {
  refuseNul(raw);
  return schema ? checked(schema, raw, code) : undefined;
}

/** Every route's query string is checked for NUL, even one the route does not read. */
function readQuery(request: Request, schema: z.core.$ZodType | undefined): unknown {
  const raw = Object.fromEntries(new URL(request.url).searchParams);
  refuseNul(raw);
  return schema ? checked(schema, raw, 'invalid_input') : undefined;
}

async function readJsonBody(request: Request, schema: z.core.$ZodType): Promise<unknown> {
  const raw = (await readCapped(request, MAX_JSON_BYTES)).toString('utf8');
  return checked(schema, parseJsonObject(raw), 'invalid_input');
}

export function errorResponse(error: unknown): Response {
  if (!(error instanceof AppError) && isDatabaseUnavailable(error)) {
    log().warn({ err: error }, '[http] database unreachable');
    return errorResponse(unavailable());
  }
  if (error instanceof AppError) {
    const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
    if (error.details?.retryAfterSeconds) headers['Retry-After'] = String(error.details.retryAfterSeconds);
    return jsonAnswer({ ...error.details?.extra, message: error.message, code: error.code }, { status: error.status, headers });
  }
  log().error({ err: error }, '[http] unhandled error');
  return jsonAnswer({ message: MSG_COMMON.unexpected, code: 'internal' }, { status: 500, headers: { 'Cache-Control': 'no-store' } });
}
