'use client';
import { ApiError, apiErrorOf, toApiError } from './api-error';
import { useAuthStore } from './auth-store';

type Body = Record<string, unknown> | FormData | undefined;

/** Called on a 402, so any member call without a subscription leads to /subscribe. */
let onSubscriptionRequired: (() => void) | undefined;
export function handleSubscriptionRequired(handler: () => void): void {
  onSubscriptionRequired = handler;
}

const networkError = () => new ApiError('Network error. Please check your connection and try again.', 0);

/** Every failed call passes here, whatever carried it, so a 402 leads to /subscribe from any of them. */
function failed(error: ApiError): ApiError {
  if (error.status === 402 && error.code === 'subscription_required') onSubscriptionRequired?.();
  return error;
}

/**
 * A page's queries all start in one pass of React's effects, and each `fetch` costs a slow phone's
 * main thread a few milliseconds: started one task each, they leave the browser free to paint and
 * answer a tap in between instead of holding it for all of them at once.
 */
function ownTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

const authorization = (token: string | null | undefined): Record<string, string> => (token ? { Authorization: `Bearer ${token}` } : {});

/**
 * Every call of SPEC.md section 7: under /api, JSON unless multipart, bearer token when there is
 * one. `token` names the session explicitly, for a call made after this browser has forgotten it.
 */
export async function api<T>(method: string, path: string, body?: Body, token = useAuthStore.getState().token): Promise<T> {
  const headers = authorization(token);
  await ownTask();
  if (body && !(body instanceof FormData)) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
    });
  } catch {
    throw networkError();
  }
  if (!response.ok) throw failed(await toApiError(response));
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export const apiGet = <T>(path: string) => api<T>('GET', path);
export const apiPost = <T>(path: string, body?: Body) => api<T>('POST', path, body ?? {});
export const apiPut = <T>(path: string, body?: Body) => api<T>('PUT', path, body ?? {});
export const apiDelete = <T>(path: string) => api<T>('DELETE', path);

/** A file the server sends as a download (`Content-Disposition: attachment`): its bytes and its name. */
export async function apiDownload(path: string): Promise<{ blob: Blob; filename: string }> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { headers: authorization(useAuthStore.getState().token) });
  } catch {
    throw networkError();
  }
  if (!response.ok) throw failed(await toApiError(response));
  const filename = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'download';
  try {
    return { blob: await response.blob(), filename };
  } catch {
    throw networkError();
  }
}

/**
 * A multipart POST through XMLHttpRequest, the one browser API that reports upload progress; its
 * token and its failures are handled as every other call's.
 */
export function apiUpload<T>(path: string, form: FormData, onProgress: (percent: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    for (const [name, value] of Object.entries(authorization(useAuthStore.getState().token))) xhr.setRequestHeader(name, value);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(xhr.response as T);
      else reject(failed(apiErrorOf(xhr.status, xhr.response)));
    };
    xhr.onerror = () => reject(networkError());
    xhr.send(form);
  });
}
