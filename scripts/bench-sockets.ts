/**
 * Idle socket memory benchmark (not a test): `npm run bench:sockets`.
 *
 * Starts the built app (SERVER_OUT_DIR and NEXT_DIST_DIR, default dist and .next) on 127.0.0.1
 * against a fresh PostgreSQL database, seeds BENCH_SOCKETS subscribed members with live sessions
 * straight into SQL and mints their tokens with the app's JWT secret. It samples the app's idle
 * resident memory and heap (GET /api/metrics), then opens one socket per member as the browser
 * does (lib/client/socket.ts: the token in the handshake's `auth`, long-polling upgraded to
 * WebSocket) from BENCH_SOCKETS_CLIENTS separate processes (scripts/bench/socket-clients.ts), so
 * the clients' memory and CPU are not the server's. Once every socket is open and the server's
 * figures have settled it prints the growth per socket, and whether the target holds: 10,000
 * idle authenticated sockets within 1 GiB of RSS on one node. The same sockets are then held by a
 * bare socket.io server (scripts/bench/bare-socket-server.ts: no auth, no database) for comparison.
 *
 * Env: BENCH_DATABASE_URL (admin URL; default TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test),
 * BENCH_SOCKETS (10000), BENCH_SOCKETS_CLIENTS (4), BENCH_APP_NODE_ARGS (node flags for the app's
 * process: `--heapsnapshot-signal=SIGUSR2` lets `kill -USR2` write a heap snapshot while it holds them).
 */
import { execFileSync, fork, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { freePort, startApp } from '../tests/support/app-server';
import { createDatabase } from '../tests/support/test-database';
import { PRODUCTION_POLLERS } from './bench/production-pollers';
import type { BareStats } from './bench/bare-socket-server';
import { seedMembers, sessionTokens } from './bench/members';
import type { ClientCommand, ClientStatus } from './bench/socket-clients';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 10_000);
const CLIENTS = Number(process.env.BENCH_SOCKETS_CLIENTS ?? 4);
const METRICS_TOKEN = randomBytes(24).toString('hex');
const TARGET_SOCKETS = 10_000;
const TARGET_RSS = 1024 ** 3;
/** Descriptors a process needs besides its sockets: modules, the database pool, stdio, keep-alive connections. */
const FD_MARGIN = 1024;
const POLL_MS = 500;
/** Settled: this many samples in a row hold every socket and RSS moves less than SETTLED_RSS_SHARE across them. */
const SETTLED_SAMPLES = 6;
const SETTLED_RSS_SHARE = 0.01;
const SETTLE_TIMEOUT_MS = 120_000;
const MiB = 1024 * 1024;

interface Sample {
  sockets: number;
  rss: number;
  heapUsed: number;
  /** What V8 holds for its heap, used or not: most of RSS beyond the heap in use. */
  heapTotal: number;
}

interface Reading {
  rss: number;
  /** The lowest of the settled window: the heap right after a collection, without the garbage in between. */
  heapUsed: number;
  heapTotal: number;
  settled: boolean;
}

interface Result {
  before: Reading;
  after: Reading;
  clients: ClientStatus;
  connectSeconds: number;
}

/** What runs before exit, newest first: on success, on an error and on Ctrl-C alike. */
const undo: (() => Promise<unknown>)[] = [];
let cleaning: Promise<void> | undefined;
/** One cleanup however many ask for it (a signal, then the run it interrupted failing): each waits for all of it. */
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (let step = undo.pop(); step; step = undo.pop()) await step().catch((error: unknown) => console.error('cleanup step failed:', error));
  })();
  return cleaning;
}

/** Runs a cleanup step now, and not again at exit. */
async function release(step: () => Promise<unknown>): Promise<void> {
  const at = undo.indexOf(step);
  if (at >= 0) undo.splice(at, 1);
  await step();
}

/**
 * The server holds one descriptor per socket, each client process its share: a limit too low for
 * that is said before anything starts, with what to do about it. Node raises its soft limit to the
 * hard one as it starts, so what this process reads is what the server and the clients will get.
 */
function fileDescriptorShortfall(): string | undefined {
  const soft = execFileSync('sh', ['-c', 'ulimit -n']).toString().trim();
  const hard = execFileSync('sh', ['-c', 'ulimit -Hn']).toString().trim();
  const needed = SOCKETS + FD_MARGIN;
  if (soft === 'unlimited' || Number(soft) >= needed) {
    console.log(`ulimit -n ${soft} (hard ${hard}): enough for ${SOCKETS} sockets`);
    return undefined;
  }
  const raise =
    hard === 'unlimited' || Number(hard) >= needed
      ? `run \`ulimit -n ${needed}\` in this shell first`
      : `the hard limit is ${hard}, so root must raise it first (limits.conf, or LimitNOFILE= for a systemd unit)`;
  return `ulimit -n is ${soft}: the server needs a file descriptor per socket, so ${SOCKETS} sockets need at least ${needed}. To measure them ${raise}; or lower BENCH_SOCKETS.`;
}

const metricValue = (text: string, name: string) => Number(text.match(new RegExp(`^${name} (\\S+)$`, 'm'))?.[1] ?? NaN);

async function appSample(url: string): Promise<Sample> {
  const reply = await fetch(`${url}/api/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
  if (!reply.ok) throw new Error(`GET /api/metrics answered ${reply.status}`);
  const text = await reply.text();
  return {
    sockets: metricValue(text, 'socketio_connected_sockets'),
    rss: metricValue(text, 'process_resident_memory_bytes'),
    heapUsed: metricValue(text, 'nodejs_heap_size_used_bytes'),
    heapTotal: metricValue(text, 'nodejs_heap_size_total_bytes'),
  };
}

async function bareSample(url: string): Promise<Sample> {
  return (await (await fetch(`${url}/stats`)).json()) as BareStats;
}

const pause = () => new Promise((resolve) => setTimeout(resolve, POLL_MS));

/** Polls until the server holds `sockets` and its RSS has stopped moving, or SETTLE_TIMEOUT_MS passed. */
async function settle(sample: () => Promise<Sample>, sockets: number): Promise<Reading> {
  const window: Sample[] = [];
  const deadline = performance.now() + SETTLE_TIMEOUT_MS;
  for (;;) {
    const latest = await sample();
    window.push(latest);
    if (window.length > SETTLED_SAMPLES) window.shift();
    const rss = window.map((s) => s.rss);
    const settled = window.length === SETTLED_SAMPLES && window.every((s) => s.sockets === sockets) && Math.max(...rss) - Math.min(...rss) <= SETTLED_RSS_SHARE * Math.max(...rss);
    if (settled || performance.now() > deadline) return { rss: latest.rss, heapUsed: Math.min(...window.map((s) => s.heapUsed)), heapTotal: latest.heapTotal, settled };
    await pause();
  }
}

/** CLIENTS forked processes, each holding its share of `auths`. */
function startClients(url: string, auths: Record<string, unknown>[]) {
  const share = Math.ceil(auths.length / CLIENTS);
  const children: ChildProcess[] = [];
  for (let start = 0; start < auths.length; start += share) {
    const child = fork(path.join('scripts', 'bench', 'socket-clients.ts'), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const command: ClientCommand = { type: 'open', url, auths: auths.slice(start, start + share) };
    child.send(command);
    children.push(child);
  }
  const ask = (child: ChildProcess) =>
    new Promise<ClientStatus>((resolve, reject) => {
      const exited = (code: number | null) => reject(new Error(`a client process exited with ${code}`));
      child.once('exit', exited);
      child.once('message', (reply: ClientStatus) => {
        child.off('exit', exited);
        resolve(reply);
      });
      // With a callback a closed channel is this promise's error, not an unhandled 'error' event.
      child.send({ type: 'status' } satisfies ClientCommand, (error) => error && reject(error));
    });
  const stop = () =>
    Promise.all(
      children.map((child) =>
        child.exitCode === null && child.connected
          ? new Promise((resolve) => {
              child.once('exit', resolve);
              child.send({ type: 'close' } satisfies ClientCommand, (error) => error && child.kill());
            })
          : undefined,
      ),
    );
  return {
    async status(): Promise<ClientStatus> {
      const replies = await Promise.all(children.map(ask));
      return {
        type: 'status',
        open: replies.reduce((sum, r) => sum + r.open, 0),
        failed: replies.reduce((sum, r) => sum + r.failed, 0),
        dropped: replies.reduce((sum, r) => sum + r.dropped, 0),
        settled: replies.every((r) => r.settled),
        firstError: replies.find((r) => r.firstError)?.firstError,
      };
    },
    stop,
  };
}

async function measure(label: string, url: string, sample: () => Promise<Sample>, auths: Record<string, unknown>[]): Promise<Result> {
  const before = await settle(sample, 0);
  console.log(`[${label}] idle: RSS ${mib(before.rss)}, heap ${mib(before.heapUsed)}; opening ${auths.length} sockets from ${CLIENTS} processes`);
  const started = performance.now();
  const clients = startClients(url, auths);
  undo.push(clients.stop);
  let progress = await clients.status();
  while (!progress.settled) {
    await pause();
    progress = await clients.status();
  }
  const connectSeconds = (performance.now() - started) / 1000;
  console.log(`[${label}] ${progress.open} open, ${progress.failed} failed after ${connectSeconds.toFixed(1)} s; waiting for the server to settle`);
  const after = await settle(sample, progress.open);
  const result = { before, after, clients: await clients.status(), connectSeconds };
  await release(clients.stop);
  return result;
}

async function startBare(): Promise<{ url: string; stop(): Promise<unknown> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('scripts', 'bench', 'bare-socket-server.ts')], {
    env: { ...process.env, BARE_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = () => (child.exitCode === null ? (child.kill('SIGTERM'), exited) : exited);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk) => String(chunk).includes('ready') && resolve());
    void exited.then((code) => reject(new Error(`the bare server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop };
}

const mib = (bytes: number) => `${(bytes / MiB).toFixed(1)} MiB`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function report(app: Result, bare: Result): void {
  const perSocket = (r: Result, key: 'rss' | 'heapUsed') => (r.clients.open ? (r.after[key] - r.before[key]) / r.clients.open : NaN);
  const rows: [string, (r: Result) => string][] = [
    ['sockets open', (r) => String(r.clients.open)],
    ['failed', (r) => String(r.clients.failed)],
    ['dropped while idle', (r) => String(r.clients.dropped)],
    ['time to open all', (r) => `${r.connectSeconds.toFixed(1)} s`],
    ['RSS before', (r) => mib(r.before.rss)],
    ['RSS after', (r) => mib(r.after.rss)],
    ['heap used before', (r) => mib(r.before.heapUsed)],
    ['heap used after', (r) => mib(r.after.heapUsed)],
    ['heap committed before', (r) => mib(r.before.heapTotal)],
    ['heap committed after', (r) => mib(r.after.heapTotal)],
    ['RSS per socket', (r) => kib(perSocket(r, 'rss'))],
    ['heap per socket', (r) => kib(perSocket(r, 'heapUsed'))],
  ];
  console.log(`\n${SOCKETS} idle sockets from ${CLIENTS} client processes, 127.0.0.1\n`);
  console.log(`${''.padEnd(22)}${'app (auth + presence)'.padStart(24)}${'bare socket.io'.padStart(18)}`);
  for (const [name, value] of rows) console.log(`${name.padEnd(22)}${value(app).padStart(24)}${value(bare).padStart(18)}`);
  for (const [label, r] of [['app', app], ['bare socket.io', bare]] as const) {
    if (!r.before.settled || !r.after.settled) console.log(`note: ${label}'s RSS had not settled within ${SETTLE_TIMEOUT_MS / 1000} s; its last sample is shown`);
    if (r.clients.firstError) console.log(`note: ${label}'s first failure: ${r.clients.firstError}`);
  }

  // Fewer sockets than the target: the growth per socket carries the idle figure to 10,000.
  const measured = app.clients.open >= TARGET_SOCKETS;
  const rss = measured ? app.after.rss : app.before.rss + perSocket(app, 'rss') * TARGET_SOCKETS;
  const holds = app.clients.failed === 0 && app.clients.dropped === 0 && rss <= TARGET_RSS;
  console.log(
    `\ntarget (${TARGET_SOCKETS} idle authenticated sockets within 1 GiB RSS on one node): ` +
      `${holds ? 'holds' : 'missed'}, ${measured ? '' : 'projected '}RSS ${mib(rss)} (${((rss / TARGET_RSS) * 100).toFixed(0)}% of the budget)`,
  );
}

async function main() {
  const shortfall = fileDescriptorShortfall();
  if (shortfall) {
    console.error(shortfall);
    process.exitCode = 1;
    return;
  }
  const database = await createDatabase(ADMIN_URL, 'ns_bench_sockets');
  undo.push(database.drop);
  const secret = randomBytes(32).toString('hex');
  const app = await startApp(
    { DATABASE_URL: database.url, JWT_SECRET: secret, METRICS_TOKEN, ...PRODUCTION_POLLERS },
    { execArgv: process.env.BENCH_APP_NODE_ARGS?.split(' ').filter(Boolean) },
  );
  undo.push(app.stop);
  const seedStart = performance.now();
  const members = await seedMembers(database.url, SOCKETS);
  console.log(`seeded ${SOCKETS} members with sessions in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
  const appResult = await measure('app', app.url, () => appSample(app.url), sessionTokens(secret, members).map((token) => ({ token })));
  // The app stops before the reference starts: both would share two cores and the machine's memory.
  await release(app.stop);

  const bare = await startBare();
  undo.push(bare.stop);
  const bareResult = await measure('bare', bare.url, () => bareSample(bare.url), members.ids.map((userId) => ({ userId })));
  report(appResult, bareResult);
}

// Kept for every signal, not once: tsx relays Ctrl-C as a second SIGINT, and with no listener left
// that one would end the process in the middle of its cleanup.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void cleanUp().finally(() => process.exit(130)));

main()
  .finally(cleanUp)
  .then(
    () => process.exit(),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
