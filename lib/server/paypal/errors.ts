/**
 * The SDK's errors are inconsistent (message and result depend on each method's list of expected
 * statuses), and its ESM and CJS builds have different classes, so read them by shape.
 */
export function paypalErrorStatus(error: unknown): number | undefined {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' ? status : undefined;
}

/** PayPal's own error name (e.g. RESOURCE_NOT_FOUND), for logs. */
export function paypalErrorName(error: unknown): string | undefined {
  const body = (error as { body?: unknown } | null)?.body;
  if (typeof body !== 'string' || !body) return undefined;
  try {
    const parsed = JSON.parse(body) as { name?: unknown };
    return typeof parsed.name === 'string' ? parsed.name : undefined;
  } catch {
    return undefined;
  }
}
