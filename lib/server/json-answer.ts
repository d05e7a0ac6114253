/**
 * JSON answers of the API whose text the dispatcher (api-dispatch.ts) writes as it is. A handler
 * still returns a web Response (what Next's route handlers return), but reading that Response's
 * body back through its stream to write it cost more than writing it: Find Matches spent more
 * there than in building its cards.
 */
const texts = new WeakMap<Response, string>();

export function jsonAnswer(body: unknown, init: { status: number; headers: Record<string, string> }): Response {
  const text = JSON.stringify(body);
  const response = new Response(text, { status: init.status, headers: { 'Content-Type': 'application/json', ...init.headers } });
  texts.set(response, text);
  return response;
}

/** The text `jsonAnswer` made this Response from, if it did. */
export const jsonTextOf = (response: Response): string | undefined => texts.get(response);
