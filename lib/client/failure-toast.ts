'use client';
import { ApiError, errorMessage } from './api-error';
import { SIGNED_OUT_TOAST } from './sign-out';
import { toast } from './toast';

/**
 * A read or a write that failed, said in a toast (every such toast of the app comes here). A 401
 * means the session is over, which the session check and the socket's refusal say too, often at
 * the same moment: the answer shares their toast (SIGNED_OUT_TOAST), so "Your session has
 * expired" shows once, not once for each part of the page that found out.
 */
export function toastFailure(error: unknown, fallback: string): void {
  const sessionOver = error instanceof ApiError && error.status === 401;
  toast.error(errorMessage(error, fallback), sessionOver ? SIGNED_OUT_TOAST : undefined);
}
