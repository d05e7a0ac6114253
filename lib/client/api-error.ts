import type { SanctionNotice } from '@/lib/server/moderation/sanction-refusal';
import { MSG_COMMON } from '@/lib/shared/messages/common';

/** SPEC.md section 7: every failed call becomes `{ message, status }`. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    /** The rest of the error body, for answers that carry more than a sentence (a sanction's reason and end). */
    readonly body?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  return apiErrorOf(response.status, body);
}

/** A failed answer's status and parsed body (fetch or XMLHttpRequest alike) as one `ApiError`. */
export function apiErrorOf(status: number, parsed: unknown): ApiError {
  const body = parsed && typeof parsed === 'object' ? (parsed as { message?: unknown; code?: unknown } & Record<string, unknown>) : undefined;
  const message = typeof body?.message === 'string' && body.message ? body.message : MSG_COMMON.unexpectedNoStop;
  return new ApiError(message, status || 500, typeof body?.code === 'string' ? body.code : undefined, body);
}

/** The message to show for a failed call: the server's own words, else the screen's default. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message && error.message !== MSG_COMMON.unexpectedNoStop) return error.message;
  return fallback;
}

/** The sanction a refused login carries (403 `account_sanctioned`), if that is what `error` is. */
export function sanctionOf(error: unknown): SanctionNotice | undefined {
  if (!(error instanceof ApiError) || error.code !== 'account_sanctioned') return undefined;
  const sanction = error.body?.sanction as SanctionNotice | undefined;
  return sanction && typeof sanction.reason === 'string' ? sanction : undefined;
}
