import { randomBytes } from 'node:crypto';
import { readCapped } from '../body';
import { config } from '../config';
import { log } from '../logger';

/** A PayPal-shaped failure: `{ name, message, debug_id, details }` with PayPal's status. */
export class SimError extends Error {
  constructor(
    readonly status: number,
    readonly name: string,
    message: string,
    readonly issue?: string,
  ) {
    super(message);
  }
}

export const simNotFound = () => new SimError(404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.', 'INVALID_RESOURCE_ID');
export const simInvalid = (issue: string, description: string) => new SimError(400, 'INVALID_REQUEST', description, issue);
export const simUnprocessable = (issue: string, description: string) =>
  new SimError(422, 'UNPROCESSABLE_ENTITY', 'The requested action could not be performed, semantically incorrect, or failed business validation.', issue || description);

export function simId(prefix: string, length = 12): string {
  return `${prefix}${randomBytes(length).toString('base64url').replace(/[-_]/g, '').slice(0, length).toUpperCase().padEnd(length, 'X')}`;
}

type Params = Record<string, string>;

/**
 * The wrapper of every simulator endpoint: outside simulator mode it does not exist (404), so the
 * fake can never answer for PayPal in sandbox or live; failures come out the way PayPal shapes them.
 */
export function simRoute(handler: (request: Request, params: Params) => Promise<Response>) {
  return async (request: Request, context: { params: Promise<Params> }): Promise<Response> => {
    if (config().paypal.mode !== 'simulator') return new Response('Not found', { status: 404 });
    try {
      const params = (await context.params) ?? {};
      // An id PayPal never issues, such as one holding NUL (which PostgreSQL refuses), is unknown.
      if (Object.values(params).some((value) => value.includes('\u0000'))) throw simNotFound();
      return await handler(request, params);
    } catch (error) {
      if (!(error instanceof SimError)) log().error({ err: error }, '[paypal-sim] failed');
      const failure = error instanceof SimError ? error : new SimError(500, 'INTERNAL_SERVER_ERROR', 'An internal server error occurred.');
      const body = {
        name: failure.name,
        message: failure.message,
        debug_id: randomBytes(7).toString('hex'),
        ...(failure.issue ? { details: [{ issue: failure.issue, description: failure.message }] } : {}),
      };
      return Response.json(body, { status: failure.status, headers: { 'Cache-Control': 'no-store' } });
    }
  };
}

const MAX_BODY_BYTES = 64 * 1024;

async function readText(request: Request): Promise<string> {
  return (await readCapped(request, MAX_BODY_BYTES, () => new SimError(413, 'REQUEST_ENTITY_TOO_LARGE', 'The request is too large.'))).toString('utf8');
}

export async function readForm(request: Request): Promise<URLSearchParams> {
  return new URLSearchParams(await readText(request));
}

export async function readJson(request: Request): Promise<Record<string, unknown>> {
  const raw = await readText(request);
  if (!raw.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // falls through to the same answer as a non-object body
  }
  throw simInvalid('MALFORMED_REQUEST_JSON', 'The request JSON is not well formed.');
}

export const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
