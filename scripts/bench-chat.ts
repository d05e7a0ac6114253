/**
 * Chat latency benchmark (not a test): `npx tsx scripts/bench-chat.ts`.
 *
 * Starts the built app (SERVER_OUT_DIR, default dist) on 127.0.0.1 against a fresh PostgreSQL
 * database, seeds 500 pairs of subscribed members straight into SQL, mints their tokens with the
 * app's JWT secret, connects 1,000 sockets, and sends RATE messages a second for SECONDS through
 * the socket `newMessage` event. It measures send → receiver's socket latency, then runs the same
 * load against a bare socket.io relay (no auth, no database) for comparison.
 *
 * Env: BENCH_DATABASE_URL (admin URL; default TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test),
 * BENCH_PAIRS (500), BENCH_RATE (200), BENCH_SECONDS (20), BENCH_APP_NODE_ARGS (node flags for the
 * app's process: `--cpu-prof --cpu-prof-dir=DIR` writes its CPU profile).
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { startApp, type TestApp } from '../tests/support/app-server';
import { createDatabase } from '../tests/support/test-database';
import { seedMembers, sessionTokens } from './bench/members';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PAIRS = Number(process.env.BENCH_PAIRS ?? 500);
const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const DRAIN_MS = 5000;

interface Result {
  sent: number;
  received: number;
  duplicates: number;
  errors: number;
  latencies: number[];
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);




async function connectAll(url: string, auths: Record<string, unknown>[], onMessage: (index: number, message: { clientId?: string }) => void): Promise<Socket[]> {
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
  return sockets;
}

/** Pair i: socket 2i writes to socket 2i+1, round-robin over the pairs at RATE a second. */
async function run(label: string, url: string, ids: string[], auths: Record<string, unknown>[]): Promise<Result> {
  const sentAt = new Map<string, number>();
  const seen = new Set<string>();
  const result: Result = { sent: 0, received: 0, duplicates: 0, errors: 0, latencies: [] };
  const sockets = await connectAll(url, auths, (index, message) => {
    const id = message.clientId;
    // Only the receiver's copy counts; the sender's own room gets one too (other tabs).
    if (!id || index % 2 === 0) return;
    if (seen.has(id)) {
      result.duplicates += 1;
      return;
    }
    seen.add(id);
    const at = sentAt.get(id);
    if (at !== undefined) {
      result.received += 1;
      result.latencies.push(performance.now() - at);
    }
  });
  console.log(`[${label}] ${sockets.length} sockets connected; sending ${RATE}/s for ${SECONDS}s`);
  const total = RATE * SECONDS;
  const started = performance.now();
  for (let i = 0; i < total; i += 1) {
    const due = started + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const pair = i % PAIRS;
    const clientId = `${label}-${i}`;
    sentAt.set(clientId, performance.now());
    result.sent += 1;
    sockets[pair * 2]
      .timeout(15_000)
      .emitWithAck('newMessage', { receiverId: ids[pair * 2 + 1], content: `message ${i} from the benchmark`, clientId })
      .then((reply: { ok?: boolean }) => {
        if (reply?.ok !== true) result.errors += 1;
      })
      .catch(() => (result.errors += 1));
  }
  await new Promise((r) => setTimeout(r, DRAIN_MS));
  sockets.forEach((s) => s.close());
  return result;
}

/** The floor: socket.io forwarding to rooms with no auth, no database, nothing else. */
async function startRelay() {
  const http = createServer();
  const server = new Server(http, { path: '/socket.io/', serveClient: false });
  server.on('connection', (socket) => {
    void socket.join(`user:${socket.handshake.auth.userId}`);
    socket.on('newMessage', (payload: { receiverId: string; clientId: string }, ack?: (r: unknown) => void) => {
      server.to(`user:${payload.receiverId}`).emit('newMessage', payload);
      ack?.({ ok: true, message: payload });
    });
  });
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`, stop: () => new Promise<void>((r) => server.close(() => r())) };
}

function report(label: string, r: Result) {
  const sorted = [...r.latencies].sort((a, b) => a - b);
  const f = (n: number) => `${n.toFixed(1)} ms`;
  console.log(
    `${label.padEnd(22)} sent ${r.sent}  received ${r.received}  lost ${r.sent - r.received}  duplicates ${r.duplicates}  errors ${r.errors}  ` +
      `p50 ${f(percentile(sorted, 50))}  p90 ${f(percentile(sorted, 90))}  p99 ${f(percentile(sorted, 99))}  max ${f(sorted.at(-1) ?? NaN)}`,
  );
}

async function main() {
  const database = await createDatabase(ADMIN_URL, 'ns_bench');
  const secret = randomBytes(32).toString('hex');
  let app: TestApp | undefined;
  try {
    // The background pollers at production's interval (config.ts), not the test servers' 200 ms:
    // ten times the polling would measure the harness, not the product.
    app = await startApp(
      { DATABASE_URL: database.url, JWT_SECRET: secret, OUTBOX_POLL_MS: '2000' },
      { execArgv: process.env.BENCH_APP_NODE_ARGS?.split(' ').filter(Boolean) },
    );
    const members = await seedMembers(database.url, PAIRS * 2);
    const { ids } = members;
    const tokens = sessionTokens(secret, members);
    const appResult = await run('app', app.url, ids, tokens.map((token) => ({ token })));

    const stats = new pg.Client({ connectionString: database.url });
    await stats.connect();
    const { rows } = await stats.query(
      `select count(*)::int as stored, count(distinct (sender_id, client_id))::int as distinct_ids, count(delivered_at)::int as delivered from messages`,
    );
    await stats.end();

    const relay = await startRelay();
    const relayResult = await run('relay', relay.url, ids, ids.map((userId) => ({ userId })));
    await relay.stop();

    console.log(`\n${PAIRS * 2} sockets, ${RATE} messages/s for ${SECONDS}s, 127.0.0.1\n`);
    report('app (store + emit)', appResult);
    report('bare socket.io relay', relayResult);
    console.log(`app database: ${rows[0].stored} messages stored, ${rows[0].distinct_ids} distinct clientIds, ${rows[0].delivered} marked delivered`);
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
