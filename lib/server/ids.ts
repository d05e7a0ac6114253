const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in paths are uuids; anything else must be answered before it reaches a query. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

/** A route's `[id]` segment as one string (Next gives string | string[] | undefined). */
export function paramId(params: Record<string, string | string[] | undefined>, name = 'id'): string | undefined {
  const value = params[name];
  return typeof value === 'string' ? value : undefined;
}
