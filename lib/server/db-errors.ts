/** True when a database error (or one it wraps) is a unique-constraint violation. */
export function isUniqueViolation(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let e: unknown = error; e && typeof e === 'object' && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Socket errors and PostgreSQL's own "cannot serve now" classes (08 connection, 57P admin shutdown / starting up). */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN', '57P01', '57P02', '57P03']);
const UNAVAILABLE_MESSAGES = [/^Connection terminated/, /timeout exceeded when trying to connect/, /not queryable/, /the database system is (starting up|shutting down)/];

/**
 * True when a database error (or one it wraps) means the database could not be reached, rather
 * than that the statement was wrong: the caller is told to try again (503), not that we failed (500).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let e: unknown = error; e && typeof e === 'object' && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}
