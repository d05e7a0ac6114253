export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** A thin JSON client for the real HTTP server. */
export function client(baseUrl: string) {
  const call = async <T = any>(method: string, path: string, options: { body?: unknown; token?: string; raw?: string; headers?: Record<string, string> } = {}): Promise<Reply<T>> => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    let body: string | undefined = options.raw;
    if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body, redirect: 'manual' });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = text;
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  };
  return {
    call,
    get: <T = any>(path: string, token?: string) => call<T>('GET', path, { token }),
    post: <T = any>(path: string, body?: unknown, token?: string) => call<T>('POST', path, { body, token }),
    put: <T = any>(path: string, body?: unknown, token?: string) => call<T>('PUT', path, { body, token }),
    del: <T = any>(path: string, token?: string) => call<T>('DELETE', path, { token }),
  };
}

export type Client = ReturnType<typeof client>;
