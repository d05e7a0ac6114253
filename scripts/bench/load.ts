/**
 * Closed-loop HTTP load from a separate process (autocannon), so the client's own work never
 * shares an event loop, or a core's queue, with the server it measures.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

export interface LoadResult {
  'req/s': number;
  p50ms: number;
  p99ms: number;
  errors: number;
}

const AUTOCANNON = path.join(process.cwd(), 'node_modules', '.bin', 'autocannon');

/** `connections` clients, each sending its next request when the last answer is in, for `seconds`. */
export function autocannon(url: string, { connections, seconds, headers = {} }: { connections: number; seconds: number; headers?: Record<string, string> }): Promise<LoadResult> {
  const args = ['--json', '-c', String(connections), '-d', String(seconds), ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}=${value}`]), url];
  return new Promise((resolve, reject) => {
    const child = spawn(AUTOCANNON, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}: ${err}`));
      const report = JSON.parse(out) as { requests: { average: number }; latency: { p50: number; p99: number }; errors: number; timeouts: number; non2xx: number };
      resolve({
        'req/s': Math.round(report.requests.average),
        p50ms: report.latency.p50,
        p99ms: report.latency.p99,
        errors: report.errors + report.timeouts + report.non2xx,
      });
    });
  });
}
