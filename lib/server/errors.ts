import { MSG_COMMON } from '@/lib/shared/messages/common';
import { MSG_OPS } from '@/lib/shared/messages/ops';

/** The one error type services throw; `code` decides the HTTP status in one place. */
export const ERROR_STATUS = {
  invalid_input: 400,
  unauthenticated: 401,
  subscription_required: 402,
  forbidden: 403,
  mfa_setup_required: 403,
  account_sanctioned: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  upstream_failed: 502,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: { retryAfterSeconds?: number; extra?: Record<string, unknown> },
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (message: string = MSG_COMMON.notFound) => new AppError('not_found', message);
export const invalid = (message: string) => new AppError('invalid_input', message);
export const forbidden = (message: string = MSG_COMMON.forbidden) => new AppError('forbidden', message);
/** The database is out of reach for now: a 503 asking to retry (a restart takes a few seconds). */
export const unavailable = () => new AppError('unavailable', MSG_OPS.unavailable, { retryAfterSeconds: 2 });
