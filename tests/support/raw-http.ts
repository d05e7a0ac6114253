import { request } from 'node:http';

export interface RawReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One HTTP request exactly as given: any method (fetch refuses TRACE), the path byte for byte
 * (malformed %-encoding included) and the body as raw text.
 */
export function rawRequest(baseUrl: string, method: string, path: string, options: { body?: string; headers?: Record<string, string> } = {}): Promise<RawReply> {
  const base = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: base.hostname, port: base.port, method, path, headers: { ...(options.body !== undefined ? { 'Content-Length': String(Buffer.byteLength(options.body)) } : {}), ...options.headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}
