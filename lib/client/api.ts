'use client';
import { ApiError, toApiError } from './api-error';
import { useAuthStore } from './auth-store';

type Body = Record<string, unknown> | FormData | undefined;

/** Called on a 402, so any member call without a subscription leads to /subscribe. */
let onSubscriptionRequired: (() => void) | undefined;
export function handleSubscriptionRequired(handler: () => void): void {
  onSubscriptionRequired = handler;
}

/**
 * Every call of SPEC.md section 7: under /api, JSON unless multipart, bearer token when there is
 * one. `token` names the session explicitly, for a call made after this browser has forgotten it.
 */
export async function api<T>(method: string, path: string, body?: Body, token = useAuthStore.getState().token): Promise<T> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body && !(body instanceof FormData)) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
    });
  } catch {
    throw new ApiError('Network error. Please check your connection and try again.', 0);
  }
  if (!response.ok) {
    const error = await toApiError(response);
    if (error.status === 402 && error.code === 'subscription_required') onSubscriptionRequired?.();
    throw error;
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export const apiGet = <T>(path: string) => api<T>('GET', path);
export const apiPost = <T>(path: string, body?: Body) => api<T>('POST', path, body ?? {});
export const apiPut = <T>(path: string, body?: Body) => api<T>('PUT', path, body ?? {});
export const apiDelete = <T>(path: string) => api<T>('DELETE', path);
