/**
 * Benchmark of pages, not a test: `npm run bench:pages`.
 *
 * Starts the built server (tests/support/app-server.ts) and loads each page from BENCH_CLIENTS
 * concurrent clients (autocannon, a process of its own) for BENCH_SECONDS, next to the same
 * server's `/icon.svg`, a static file that no page work touches: the reference. Then each page
 * one request at a time. Each row says how the page was served (prerendered HTML or rendered for
 * the request) and how its policy allows its inline scripts (hashes or a nonce).
 * To compare with another commit, build it into other folders and point this script at them:
 *   git switch --detach <base> && NEXT_DIST_DIR=.next-base SERVER_OUT_DIR=dist-base npm run build && git switch -
 *   NEXT_DIST_DIR=.next-base SERVER_OUT_DIR=dist-base BENCH_LABEL=base npm run bench:pages
 * Browsers ask for compressed answers, which the server gzips per request: the last two rows load
 * the icon and `/` that way (autocannon asks for none by default), each next to the other.
 * Env: BENCH_CLIENTS (10), BENCH_SECONDS (8), BENCH_REQUESTS (200, one at a time), BENCH_LABEL,
 * SERVER_OUT_DIR, NEXT_DIST_DIR.
 */
import { startApp } from '../tests/support/app-server';
import { autocannon } from './bench/load';
import { PRODUCTION_POLLERS } from './bench/production-pollers';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const LABEL = process.env.BENCH_LABEL ?? 'this build';
const REFERENCE = '/icon.svg';
/** The public pages, the 404 (its answers count as autocannon "errors") and two member pages. */
const PAGES = ['/', '/login', '/signup', '/terms', '/privacy', '/safety', '/contact', '/no-such-page', '/dashboard', '/chats'];
const GZIP = { 'accept-encoding': 'gzip, deflate, br' };

async function timedGet(url: string, headers: Record<string, string> = {}): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  return performance.now() - started;
}

async function sequentialP50(url: string, headers: Record<string, string> = {}): Promise<number> {
  const latencies: number[] = [];
  for (let i = 0; i < REQUESTS; i += 1) latencies.push(await timedGet(url, headers));
  latencies.sort((a, b) => a - b);
  return Number(latencies[Math.floor(latencies.length / 2)]!.toFixed(2));
}

async function servedAs(url: string): Promise<string> {
  const response = await fetch(url);
  await response.arrayBuffer();
  const scriptSrc = /script-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? '';
  const scripts = [scriptSrc.includes("'nonce-") && 'nonce', scriptSrc.includes("'sha256-") && 'hashes'].filter(Boolean).join(' + ') || '-';
  const prerendered = /^1\b/.test(response.headers.get('x-nextjs-prerender') ?? '');
  return `${response.status} ${prerendered ? 'prerendered' : 'rendered'} (${scripts})`;
}

async function encodingOf(url: string): Promise<string> {
  const response = await fetch(url, { headers: GZIP });
  await response.arrayBuffer();
  return response.headers.get('content-encoding') ?? 'not compressed';
}

async function main() {
  const app = await startApp(PRODUCTION_POLLERS);
  try {
    for (const path of [REFERENCE, ...PAGES]) for (let i = 0; i < 20; i += 1) await timedGet(`${app.url}${path}`);
    // The first seconds of load also warm the JIT: the reference must not pay for them alone.
    await autocannon(`${app.url}${REFERENCE}`, { connections: CLIENTS, seconds: 3 });
    const results: Record<string, Record<string, unknown>> = {};
    let referenceRate = 0;
    for (const path of [REFERENCE, ...PAGES]) {
      const load = await autocannon(`${app.url}${path}`, { connections: CLIENTS, seconds: SECONDS });
      if (path === REFERENCE) referenceRate = load['req/s'];
      results[path] = {
        served: path === REFERENCE ? 'static file' : await servedAs(`${app.url}${path}`),
        ...load,
        'of icon.svg': Number((load['req/s'] / referenceRate).toFixed(2)),
        'p50ms alone': await sequentialP50(`${app.url}${path}`),
      };
    }
    let gzipReferenceRate = 0;
    for (const path of [REFERENCE, '/']) {
      const load = await autocannon(`${app.url}${path}`, { connections: CLIENTS, seconds: SECONDS, headers: GZIP });
      if (path === REFERENCE) gzipReferenceRate = load['req/s'];
      results[`${path} (gzip)`] = {
        served: `${path === REFERENCE ? 'static file' : await servedAs(`${app.url}${path}`)}, ${await encodingOf(`${app.url}${path}`)}`,
        ...load,
        'of icon.svg': Number((load['req/s'] / gzipReferenceRate).toFixed(2)),
        'p50ms alone': await sequentialP50(`${app.url}${path}`, GZIP),
      };
    }
    console.log(`\n${LABEL}: ${CLIENTS} clients for ${SECONDS} s a row (autocannon), then ${REQUESTS} requests one at a time; a "(gzip)" row asks as browsers do and is compared with the icon asked the same way`);
    console.table(results);
  } finally {
    await app.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
