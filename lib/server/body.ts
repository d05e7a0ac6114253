import { MSG_INPUT } from '@/lib/shared/messages/input';
import { AppError } from './errors';

const tooLarge = () => new AppError('too_large', MSG_INPUT.tooLarge);

/**
 * The one body reader: it streams and stops at `max` bytes, whatever Content-Length claimed or
 * when there is none (chunked), cancelling the stream so the rest is never read into memory.
 */
export async function readCapped(request: Request, max: number, refuse: () => Error = tooLarge): Promise<Buffer> {
  if (Number(request.headers.get('content-length') ?? 0) > max) {
    await request.body?.cancel().catch(() => undefined);
    throw refuse();
  }
  if (!request.body) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let total = 0;
  const reader = request.body.getReader();
  for (;;) {
    // A client that hangs up mid-body is not a server failure.
    const { done, value } = await reader.read().catch(() => {
      throw new AppError('invalid_input', MSG_INPUT.incompleteBody);
    });
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel().catch(() => undefined);
      throw refuse();
    }
    chunks.push(Buffer.from(value));
  }
  return Buffer.concat(chunks, total);
}

/**
 * PostgreSQL refuses U+0000 in text, so it is turned away at the door instead of failing a
 * query. A loop, not recursion: a body nested thousands deep must not overflow the stack.
 */
export function hasNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (Array.isArray(item)) {
      pending.push(...item);
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, nested] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        pending.push(nested);
      }
    }
  }
  return false;
}

export function refuseNul(value: unknown): void {
  if (hasNul(value)) throw new AppError('invalid_input', MSG_INPUT.invalidCharacters);
}

/** A JSON body that must be an object; bad JSON and NUL characters are a 400. */
export function parseJsonObject(
  raw: string,
  messages: { malformed: string; notObject: string } = { malformed: MSG_INPUT.invalidJson, notObject: MSG_INPUT.invalidRequest },
): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = raw.trim() === '' ? {} : JSON.parse(raw);
  } catch {
    throw new AppError('invalid_input', messages.malformed);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new AppError('invalid_input', messages.notObject);
  refuseNul(parsed);
  return parsed as Record<string, unknown>;
}
