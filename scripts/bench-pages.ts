/**
 * Benchmark of page rendering, not a test: `npm run bench:pages`.
 *
 * Starts the built server (tests/support/app-server.ts) and requests /, /login and /dashboard
 * BENCH_REQUESTS times each, first one at a time, then from BENCH_CLIENTS concurrent clients,
 * printing p50/p99 latency and requests per second. Pages carry a per-request CSP nonce, which
 * makes Next render them on every request instead of serving prerendered HTML; to see what that
 * costs, build the commit before the nonce change into other folders and point this script at it:
 *   git switch --detach <base> && NEXT_DIST_DIR=.next-base SERVER_OUT_DIR=dist-base npm run build && git switch -
 *   NEXT_DIST_DIR=.next-base SERVER_OUT_DIR=dist-base BENCH_LABEL=base npm run bench:pages
 * Env: BENCH_REQUESTS (300), BENCH_CLIENTS (10), BENCH_LABEL, SERVER_OUT_DIR, NEXT_DIST_DIR.
 */
import { startApp } from '../tests/support/app-server';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 10);
const LABEL = process.env.BENCH_LABEL ?? 'this build';
const PAGES = ['/', '/login', '/dashboard'];

async function timedGet(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

function summary(latencies: number[], elapsedMs: number) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => Number(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(2));
  return { p50ms: at(0.5), p99ms: at(0.99), 'req/s': Math.round((latencies.length / elapsedMs) * 1000) };
}

async function sequential(url: string) {
  const latencies: number[] = [];
  const started = performance.now();
  for (let i = 0; i < REQUESTS; i += 1) latencies.push(await timedGet(url));
  return summary(latencies, performance.now() - started);
}

async function concurrent(url: string) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < REQUESTS) {
        next += 1;
        latencies.push(await timedGet(url));
      }
    }),
  );
  return summary(latencies, performance.now() - started);
}

async function main() {
  const app = await startApp();
  try {
    const page = await fetch(`${app.url}/login`);
    const nonce = /'nonce-([^']+)'/.exec(page.headers.get('content-security-policy') ?? '')?.[1];
    console.log(`${LABEL}: pages ${nonce ? 'carry a per-request nonce' : 'carry no nonce'}`);
    for (const path of PAGES) for (let i = 0; i < 20; i += 1) await timedGet(`${app.url}${path}`);

    const results: Record<string, unknown> = {};
    for (const path of PAGES) {
      results[`${path} sequential`] = await sequential(`${app.url}${path}`);
      results[`${path} ${CLIENTS} clients`] = await concurrent(`${app.url}${path}`);
    }
    console.log(`\n${LABEL}: ${REQUESTS} requests per row after 20 warm-up requests per page`);
    console.table(results);
  } finally {
    await app.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
