import type { z } from 'zod';
import { validate } from '@/lib/schemas/validate';
import { MSG } from '@/lib/shared/messages';
import { bearerToken, requireLevel, sessionFromToken, type AccessLevel, type Session } from './auth/session';
import { AppError } from './errors';

/** Set by server.ts from the socket (or a trusted proxy); never taken from the client as is. */
export const CLIENT_IP_HEADER = 'x-ns-client-ip';
const MAX_JSON_BYTES = 1024 * 1024;

type Params = Record<string, string | string[] | undefined>;

interface Context<B, S> {
  request: Request;
  body: B;
  session: S;
  params: Params;
  clientIp: string;
}

interface Options<BS extends z.ZodType | undefined, A extends AccessLevel | 'public'> {
  auth: A;
  body?: BS;
  status?: number;
}

type BodyOf<BS> = BS extends z.ZodType ? z.output<BS> : undefined;
type SessionOf<A> = A extends 'public' ? Session | undefined : Session;

/**
 * The one wrapper every route handler goes through: it authenticates, parses and validates the
 * body, calls the handler, and turns every failure into `{ message, code }` with an honest status.
 */
export function route<BS extends z.ZodType | undefined = undefined, A extends AccessLevel | 'public' = 'public'>(
  options: Options<BS, A>,
  handler: (ctx: Context<BodyOf<BS>, SessionOf<A>>) => Promise<unknown>,
) {
  return async (request: Request, context?: { params?: Promise<Params> }): Promise<Response> => {
    try {
      const session = await resolveSession(request, options.auth);
      const body = (options.body ? await readBody(request, options.body) : undefined) as BodyOf<BS>;
      const params = (await context?.params) ?? {};
      const clientIp = request.headers.get(CLIENT_IP_HEADER) ?? 'unknown';
      const result = await handler({ request, body, session: session as SessionOf<A>, params, clientIp });
      if (result instanceof Response) return result;
      return Response.json(result ?? { success: true }, { status: options.status ?? 200, headers: { 'Cache-Control': 'no-store' } });
    } catch (error) {
      return errorResponse(error);
    }
  };
}

async function resolveSession(request: Request, auth: AccessLevel | 'public'): Promise<Session | undefined> {
  const token = bearerToken(request.headers.get('authorization'));
  if (auth === 'public') return token ? sessionFromToken(token).catch(() => undefined) : undefined;
  const session = await sessionFromToken(token);
  requireLevel(session, auth);
  return session;
}

async function readBody(request: Request, schema: z.ZodType): Promise<unknown> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_JSON_BYTES) throw new AppError('too_large', 'The request is too large.');
  const raw = await request.text();
  if (raw.length > MAX_JSON_BYTES) throw new AppError('too_large', 'The request is too large.');
  let parsed: unknown;
  try {
    parsed = raw.trim() === '' ? {} : JSON.parse(raw);
  } catch {
    throw new AppError('invalid_input', MSG.invalidJson);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new AppError('invalid_input', MSG.invalidRequest);
  }
  const result = validate(schema, parsed);
  if (!result.ok) throw new AppError('invalid_input', result.message);
  return result.data;
}

export function errorResponse(error: unknown): Response {
  if (error instanceof AppError) {
    const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
    if (error.details?.retryAfterSeconds) headers['Retry-After'] = String(error.details.retryAfterSeconds);
    return Response.json({ message: error.message, code: error.code }, { status: error.status, headers });
  }
  console.error('[http] unhandled error:', error);
  return Response.json({ message: MSG.unexpected, code: 'internal' }, { status: 500, headers: { 'Cache-Control': 'no-store' } });
}
