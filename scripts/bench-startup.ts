/**
 * Start-up and idle memory, not a test: `npm run bench:startup` (build first).
 *
 * Starts the built server (dist/server.js, production) BENCH_STARTS times on a fresh data folder
 * (the embedded database created and migrated) and as many times on that same folder again,
 * timing spawn -> the first 200 from /api/health, then samples its resident memory (VmRSS) for
 * BENCH_IDLE_SECONDS while it sits idle and keeps the last sample. Once more against the local
 * PostgreSQL (BENCH_DATABASE_URL) as the reference. Prints medians next to issue 26's targets:
 * healthy within 3 s fresh and 1.5 s on existing data, idle RSS at most 300 MB embedded.
 * Env: BENCH_STARTS (3), BENCH_IDLE_SECONDS (5), BENCH_DATABASE_URL, SERVER_OUT_DIR, NEXT_DIST_DIR.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../tests/support/app-server';
import { createDatabase } from '../tests/support/test-database';

const STARTS = Number(process.env.BENCH_STARTS ?? 3);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 5);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ENTRY = path.join(process.cwd(), process.env.SERVER_OUT_DIR || 'dist', 'server.js');

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function untilHealthy(url: string, child: ChildProcess, log: () => string): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${log()}`);
    const ok = await fetch(`${url}/api/health`).then((response) => response.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** One start: ms to healthy, then RSS (MB) after idling. */
async function start(env: Record<string, string>): Promise<{ readyMs: number; rss: number }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const started = performance.now();
  const child = spawn(process.execPath, [ENTRY], {
    env: { PATH: process.env.PATH, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', PORT: String(port), HOST: '127.0.0.1', APP_URL: url, PAYPAL_MODE: 'simulator', JWT_SECRET: randomBytes(32).toString('hex'), SHUTDOWN_DRAIN_DELAY_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  try {
    await untilHealthy(url, child, () => output);
    const readyMs = Math.round(performance.now() - started);
    let rss = rssMb(child.pid!);
    for (let i = 0; i < IDLE_SECONDS * 4; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      rss = rssMb(child.pid!);
    }
    return { readyMs, rss: Math.round(rss) };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

async function main() {
  const rows: Record<string, Record<string, string | number>> = {};
  const fresh: { readyMs: number; rss: number }[] = [];
  const existing: { readyMs: number; rss: number }[] = [];
  for (let i = 0; i < STARTS; i += 1) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ns-bench-startup-'));
    try {
      fresh.push(await start({ DATA_DIR: dataDir }));
      existing.push(await start({ DATA_DIR: dataDir }));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  rows['embedded, fresh data folder'] = { 'ready ms': median(fresh.map((r) => r.readyMs)), 'all ready ms': fresh.map((r) => r.readyMs).join(' '), 'idle RSS MB': median(fresh.map((r) => r.rss)), target: 'ready 3000 ms' };
  rows['embedded, existing data'] = { 'ready ms': median(existing.map((r) => r.readyMs)), 'all ready ms': existing.map((r) => r.readyMs).join(' '), 'idle RSS MB': median(existing.map((r) => r.rss)), target: 'ready 1500 ms, RSS 300 MB' };

  const database = await createDatabase(ADMIN_URL, 'bench_startup');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ns-bench-startup-'));
  try {
    await start({ DATA_DIR: dataDir, DATABASE_URL: database.url });
    const postgres = await start({ DATA_DIR: dataDir, DATABASE_URL: database.url });
    rows['PostgreSQL, migrated (reference)'] = { 'ready ms': postgres.readyMs, 'all ready ms': String(postgres.readyMs), 'idle RSS MB': postgres.rss, target: '-' };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
  console.log(`\nStart-up to healthy and idle RSS after ${IDLE_SECONDS} s, median of ${STARTS} (this build, ${ENTRY}):`);
  console.table(rows);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
