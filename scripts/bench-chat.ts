/**
 * Chat latency benchmark (not a test): `npx tsx scripts/bench-chat.ts`.
 *
 * Starts the built app (SERVER_OUT_DIR, default dist) on 127.0.0.1 against a fresh PostgreSQL
 * database, seeds 500 pairs of subscribed members straight into SQL, mints their tokens with the
 * app's JWT secret, connects 1,000 sockets, and sends RATE messages a second for SECONDS through
 * the socket `newMessage` event, measuring send → receiver's socket latency. A man opens each
 * conversation with a woman whose guardian has confirmed, so each opening queues his notice; the
 * main run starts once the outbox has sent them. Then it steps the
 * rate up (BENCH_SWEEP, BENCH_SWEEP_SECONDS each) until p99 reaches 50 ms or a message is lost,
 * and prints the highest rate that held. The same runs go to two floors, each in a process of its
 * own (scripts/bench/chat-floor-server.ts): socket.io that stores the message with one single-row
 * INSERT into the same PostgreSQL before emitting, and a bare socket.io relay.
 *
 * Env: BENCH_DATABASE_URL (admin URL; default TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test),
 * BENCH_PAIRS (500), BENCH_RATE (200), BENCH_SECONDS (20), BENCH_SWEEP (comma list of rates, "" for
 * none), BENCH_SWEEP_SECONDS (5), BENCH_TIMELINE=1 (the main run's p99 second by second, with this process's own event-loop stalls), BENCH_APP_NODE_ARGS (node flags for the app's process:
 * `--cpu-prof --cpu-prof-dir=DIR` writes its CPU profile), BENCH_APP_PGOPTIONS (PGOPTIONS for the
 * app's database connections: `-c log_min_duration_statement=0` logs every statement with its time
 * in PostgreSQL's log), BENCH_APP_ONLY=1 (no floors: a quicker run to compare two builds of the app).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { startApp, type TestApp } from '../tests/support/app-server';
import { createDatabase } from '../tests/support/test-database';
import { seedMembers, sessionTokens } from './bench/members';
import { PRODUCTION_POLLERS } from './bench/production-pollers';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PAIRS = Number(process.env.BENCH_PAIRS ?? 500);
const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const SWEEP = (process.env.BENCH_SWEEP ?? '100,200,300,400,500,600,800,1000,1200,1500,2000,2500,3000').split(',').filter(Boolean).map(Number);
const SWEEP_SECONDS = Number(process.env.BENCH_SWEEP_SECONDS ?? 5);
const SWEEP_P99_MS = 50;
const DRAIN_MS = 5000;
const TIMELINE = process.env.BENCH_TIMELINE === '1';
/** How long the main run waits, at most, for the openings' guardian notices to be sent. */
const NOTICES_WAIT_MS = 60_000;
const FLOOR_PORT = 39_517;
const APP_PGOPTIONS = process.env.BENCH_APP_PGOPTIONS;

interface Result {
  rate: number;
  sent: number;
  received: number;
  duplicates: number;
  errors: number;
  /** What the first refused send answered, to say why. */
  firstError?: string;
  latencies: number[];
  /** When each received message was sent, in the order of `latencies`. */
  sentAt: number[];
  /** This process's own event-loop stalls (ms late, start time) during the run: a stall here delays what it measures. */
  clientStalls: Array<{ at: number; late: number }>;
}

const TICK_MS = 5;

/** Watches this process's event loop while a run lasts: a tick more than TICK_MS late is a stall of the client, not the server. */
function watchLoop(stalls: Result['clientStalls']): () => void {
  let expected = performance.now() + TICK_MS;
  const timer = setInterval(() => {
    const at = performance.now();
    if (at - expected > TICK_MS) stalls.push({ at: expected, late: at - expected });
    expected = at + TICK_MS;
  }, TICK_MS);
  return () => clearInterval(timer);
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);
const p99 = (r: Result) => percentile([...r.latencies].sort((a, b) => a - b), 99);
const held = (r: Result) => r.received === r.sent && r.errors === 0 && r.duplicates === 0 && p99(r) < SWEEP_P99_MS;

/** 1,000 connected sockets and the runs over them; pair i: socket 2i writes to socket 2i+1. */
async function openClients(url: string, ids: string[], auths: Record<string, unknown>[]) {
  let phase = { sentAt: new Map<string, number>(), seen: new Set<string>(), result: undefined as Result | undefined };
  const onMessage = (index: number, message: { clientId?: string }) => {
    const id = message.clientId;
    const { result, sentAt, seen } = phase;
    // Only the receiver's copy counts; the sender's own room gets one too (other tabs).
    if (!id || index % 2 === 0 || !result) return;
    if (seen.has(id)) {
      result.duplicates += 1;
      return;
    }
    seen.add(id);
    const at = sentAt.get(id);
    if (at !== undefined) {
      result.received += 1;
      result.latencies.push(performance.now() - at);
      result.sentAt.push(at);
    }
  };
  const sockets: Socket[] = [];
  for (let start = 0; start < auths.length; start += 100) {
    const batch = auths.slice(start, start + 100).map(
      (auth, offset) =>
        new Promise<Socket>((resolve, reject) => {
          const socket = connect(url, { path: '/socket.io/', transports: ['websocket'], auth, reconnection: false, forceNew: true });
          socket.on('newMessage', (message: { clientId?: string }, ack?: (r: unknown) => void) => {
            ack?.({ received: true });
            onMessage(start + offset, message);
          });
          socket.once('connect', () => resolve(socket));
          socket.once('connect_error', reject);
        }),
    );
    sockets.push(...(await Promise.all(batch)));
  }
  let counter = 0;

  async function run(label: string, rate: number, seconds: number): Promise<Result> {
    const result: Result = { rate, sent: 0, received: 0, duplicates: 0, errors: 0, latencies: [], sentAt: [], clientStalls: [] };
    phase = { sentAt: new Map(), seen: new Set(), result };
    const unwatch = watchLoop(result.clientStalls);
    const total = Math.round(rate * seconds);
    const started = performance.now();
    for (let i = 0; i < total; i += 1) {
      const due = started + (i * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((r) => setTimeout(r, wait));
      const pair = i % PAIRS;
      const clientId = `${label}-${(counter += 1)}`;
      phase.sentAt.set(clientId, performance.now());
      result.sent += 1;
      sockets[pair * 2]
        .timeout(15_000)
        .emitWithAck('newMessage', { receiverId: ids[pair * 2 + 1], content: `message ${counter} from the benchmark`, clientId })
        .then((reply: { ok?: boolean; code?: string; message?: string }) => {
          if (reply?.ok === true) return;
          result.errors += 1;
          result.firstError ??= `${reply?.code}: ${reply?.message}`;
        })
        .catch((error: Error) => {
          result.errors += 1;
          result.firstError ??= error.message;
        });
    }
    const drainUntil = performance.now() + DRAIN_MS;
    while (result.received + result.errors < result.sent && performance.now() < drainUntil) await new Promise((r) => setTimeout(r, 20));
    // Late duplicates would show here, not after the next phase started.
    await new Promise((r) => setTimeout(r, 200));
    unwatch();
    return result;
  }

  /**
   * Each pair's first message (opening its conversation: the new-contact budget, the guardian's
   * alert), then the main run over open conversations, then the rate stepped up until p99
   * reaches 50 ms or a message goes missing.
   */
  async function measure(label: string, afterOpening: () => Promise<void> = async () => undefined) {
    console.log(`[${label}] ${sockets.length} sockets connected; opening ${PAIRS} conversations at ${RATE}/s, sending ${RATE}/s for ${SECONDS}s, then ${SWEEP.join(', ')}/s for ${SWEEP_SECONDS}s each`);
    const opening = await run(label, RATE, PAIRS / RATE);
    await afterOpening();
    const main = await run(label, RATE, SECONDS);
    const sweep: Result[] = [];
    for (const rate of SWEEP) {
      const step = await run(label, rate, SWEEP_SECONDS);
      sweep.push(step);
      if (!held(step)) break;
    }
    sockets.forEach((s) => s.close());
    return { opening, main, sweep, sent: opening.sent + main.sent + sweep.reduce((n, r) => n + r.sent, 0) };
  }
  return { measure };
}

/** A floor in a process of its own, like the app (with a database URL, it stores before emitting). */
async function startFloor(databaseUrl?: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('scripts', 'bench', 'chat-floor-server.ts')], {
    env: { ...process.env, FLOOR_PORT: String(FLOOR_PORT), FLOOR_DATABASE_URL: databaseUrl ?? '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk) => String(chunk).includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`the floor server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${FLOOR_PORT}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

function line(label: string, r: Result) {
  const sorted = [...r.latencies].sort((a, b) => a - b);
  const f = (n: number) => `${n.toFixed(1)} ms`;
  return (
    `${label.padEnd(24)} ${String(r.rate).padStart(5)}/s  sent ${r.sent}  received ${r.received}  lost ${r.sent - r.received}  duplicates ${r.duplicates}  errors ${r.errors}  ` +
    `p50 ${f(percentile(sorted, 50))}  p90 ${f(percentile(sorted, 90))}  p99 ${f(percentile(sorted, 99))}  max ${f(sorted.at(-1) ?? NaN)}` +
    (r.firstError ? `  (first error: ${r.firstError})` : '')
  );
}

/** p99 of the messages sent in each second of a run: a stall shows where it happened. */
function timeline(r: Result): string {
  const start = Math.min(...r.sentAt);
  const bySecond = new Map<number, number[]>();
  r.sentAt.forEach((at, i) => {
    const second = Math.floor((at - start) / 1000);
    bySecond.set(second, [...(bySecond.get(second) ?? []), r.latencies[i]]);
  });
  const stalled = new Map<number, number>();
  for (const { at, late } of r.clientStalls) {
    const second = Math.floor((at - start) / 1000);
    stalled.set(second, Math.max(stalled.get(second) ?? 0, late));
  }
  const p99s = [...bySecond].map(([second, latencies]) => `${second}s ${percentile(latencies.sort((a, b) => a - b), 99).toFixed(0)}`).join(', ');
  const stalls = [...stalled].filter(([second]) => bySecond.has(second)).map(([second, late]) => `${second}s ${late.toFixed(0)}`).join(', ');
  return `${p99s}\n${''.padEnd(24)} the client's own longest stall by second (ms): ${stalls || 'none over ' + TICK_MS + ' ms'}`;
}

/** The highest swept rate that held, before the first that did not. */
function sustained(sweep: Result[]): string {
  let best: number | undefined;
  for (const step of sweep) {
    if (!held(step)) break;
    best = step.rate;
  }
  if (sweep.length === 0) return 'not swept';
  if (best === undefined) return `none of the swept rates (p99 ${p99(sweep[0]).toFixed(1)} ms at ${sweep[0].rate}/s)`;
  return best === SWEEP.at(-1) ? `${best}/s or more (the highest swept)` : `${best}/s`;
}

async function main() {
  const database = await createDatabase(ADMIN_URL, 'ns_bench');
  const secret = randomBytes(32).toString('hex');
  let app: TestApp | undefined;
  try {
    // The background pollers at production's interval. The per-member limit of
    // messages a minute still runs on every send, with a ceiling the sweep cannot reach: at 800/s
    // its 500 senders passed the default 30 a minute, and the sweep measured the rule, not the server.
    app = await startApp(
      { DATABASE_URL: database.url, JWT_SECRET: secret, ...PRODUCTION_POLLERS, RATE_MESSAGES_PER_MINUTE: '100000', ...(APP_PGOPTIONS ? { PGOPTIONS: APP_PGOPTIONS } : {}) },
      { execArgv: process.env.BENCH_APP_NODE_ARGS?.split(' ').filter(Boolean) },
    );
    const members = await seedMembers(database.url, PAIRS * 2, { guardians: true });
    const { ids } = members;
    const tokens = sessionTokens(secret, members);
    const runs: Array<{ label: string; opening: Result; main: Result; sweep: Result[] }> = [];
    // Each opening queued her guardian's notice. The main run measures an ongoing chat, so it
    // starts once the outbox has sent them (the mail sink that receives them is in this process).
    const sink = app.mail;
    let notices = '';
    const noticesSent = async () => {
      const started = performance.now();
      while (sink.mails.length < PAIRS && performance.now() - started < NOTICES_WAIT_MS) await new Promise((r) => setTimeout(r, 50));
      notices = `the guardians' notices of the ${PAIRS} openings: ${sink.mails.length} received by SMTP, the last ${((performance.now() - started) / 1000).toFixed(1)} s after the last opening`;
    };
    const appRun = await (await openClients(app.url, ids, tokens.map((token) => ({ token })))).measure('app', noticesSent);
    runs.push({ label: 'app (store + emit)', ...appRun });
    await app.stop();
    app = undefined;

    const stats = new pg.Client({ connectionString: database.url });
    await stats.connect();
    const { rows } = await stats.query(
      `select count(*)::int as stored, count(distinct (sender_id, client_id))::int as distinct_ids, count(delivered_at)::int as delivered from messages`,
    );

    const floors: Array<readonly [label: string, databaseUrl: string | undefined]> =
      process.env.BENCH_APP_ONLY === '1' ? [] : [['floor (INSERT + emit)', database.url], ['bare socket.io relay', undefined]];
    for (const [label, url] of floors) {
      const floor = await startFloor(url);
      const ownIds = ids.map((userId) => ({ userId }));
      runs.push({ label, ...(await (await openClients(floor.url, ids, ownIds)).measure(label.startsWith('floor') ? 'floor' : 'relay')) });
      await floor.stop();
    }
    const floorStored = (await stats.query(`select count(*)::int as n from messages where client_id like 'floor-%'`)).rows[0].n;
    await stats.end();

    console.log(`\n${PAIRS * 2} sockets, 127.0.0.1: the first message of each of ${PAIRS} conversations, at ${RATE}/s (the floors only store and emit it)\n`);
    for (const run of runs) console.log(line(run.label, run.opening));
    console.log(notices);
    console.log(`\nthen ${RATE} messages/s for ${SECONDS}s in the open conversations\n`);
    for (const run of runs) console.log(line(run.label, run.main));
    if (TIMELINE) for (const run of runs) console.log(`${run.label.padEnd(24)} p99 by second sent: ${timeline(run.main)}`);
    console.log(`\nthe rate stepped up, ${SWEEP_SECONDS}s a step, until p99 reaches ${SWEEP_P99_MS} ms or a message is lost\n`);
    for (const run of runs) for (const step of run.sweep) console.log(line(run.label, step));
    console.log('');
    for (const run of runs) console.log(`${run.label.padEnd(24)} highest rate with p99 under ${SWEEP_P99_MS} ms: ${sustained(run.sweep)}`);
    console.log(
      `\napp database: ${rows[0].stored} of ${appRun.sent} messages stored, ${rows[0].distinct_ids} distinct clientIds, ${rows[0].delivered} marked delivered; ` +
        `floor: ${floorStored} stored`,
    );
  } finally {
    await app?.stop();
    await database.drop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
