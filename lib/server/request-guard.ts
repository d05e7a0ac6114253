import type { IncomingMessage } from 'node:http';
import { MSG_INPUT } from '@/lib/shared/messages/input';

/** Every method a page or an API route answers; anything else (TRACE, CONNECT, ...) is a 405. */
export const SERVED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

export interface Refusal {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const refusal = (status: number, message: string, code: string, headers: Record<string, string> = {}): Refusal => ({
  status,
  headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers },
  body: JSON.stringify({ message, code }),
});

/**
 * Requests no route could answer, refused before the API dispatcher or Next sees them (in
 * development Next serves the API too, so this is the one place for both).
 */
export function refuseUnservable(req: IncomingMessage): Refusal | undefined {
  if (!(SERVED_METHODS as readonly string[]).includes(req.method ?? '')) {
    return refusal(405, MSG_INPUT.methodNotAllowed, 'method_not_allowed', { Allow: SERVED_METHODS.join(', ') });
  }
  const path = (req.url ?? '/').split('?')[0];
  try {
    decodeURIComponent(path);
  } catch {
    return refusal(400, MSG_INPUT.badAddress, 'invalid_input');
  }
  return undefined;
}
