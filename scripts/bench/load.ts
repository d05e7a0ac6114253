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

/**
 * `rate` requests a second for `seconds`, each sent when it is due over up to `connections`
 * sockets, from a process of its own (scripts/bench/fixed-rate.ts); latency counts from when each was due.
 */
export function fixedRate(url: string, { rate, seconds, connections, headers = {} }: { rate: number; seconds: number; connections: number; headers?: Record<string, string> }): Promise<LoadResult> {
  const args = ['--import', 'tsx', path.join('scripts', 'bench', 'fixed-rate.ts'), url, String(rate), String(seconds), String(connections), ...Object.entries(headers).map(([name, value]) => `${name}=${value}`)];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(out) as LoadResult) : reject(new Error(`fixed-rate load exited with ${code}`))));
  });
}
