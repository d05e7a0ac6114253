/**
 * Data growth benchmark (issue 26, not a test): `npm run bench:scale`.
 *
 * Seeds a fresh PostgreSQL database at two sizes, small (10 000 members, 1 000 messages) and large
 * (BENCH_SCALE_MEMBERS members, default 1 000 000, and BENCH_SCALE_MESSAGES messages, default
 * 1 000 000), by INSERT ... SELECT generate_series, and runs the app's own services on each
 * (scripts/bench/scale-measure.ts, a process per size): the chat list of a busy member, a
 * conversation's newest page and an older one, Find Matches without and with filters, the
 * first-name search with a rare term and the unread count. It prints each one's median time at
 * both sizes, their ratio (target: at most 1.20), the large size's p99 (target for the search:
 * under 50 ms), and the EXPLAIN ANALYZE key lines (scans, indexes, execution time) of every
 * statement the operation sends.
 *
 * The busy member (bench1) has 60 conversations, more than the list's first page: 59 of 5
 * messages, the last 2 unread, and one long one holding 40 % of all messages, its last three
 * quarters unread (150 unread at the small size, 150 000 at the large); the other messages are
 * conversations of 10 between other members. Every tenth message is about 1 700 characters. The
 * members are bench:users' (scripts/bench/discovery-members.ts) without compatibility answers;
 * five women are named Zubaydah, the rare term is `ubayd`.
 *
 * Env: BENCH_ADMIN_URL (postgres://postgres@127.0.0.1:5432/test: only to create and drop the
 * bench's databases, dropped at the end, also on error or Ctrl-C), BENCH_SCALE_MEMBERS,
 * BENCH_SCALE_MESSAGES, BENCH_SCALE_RUNS (timed calls per operation and size, default 100).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { openDatabase } from '../lib/server/db';
import { createDatabase } from '../tests/support/test-database';
import { seedDiscoveryMembers, seedStep, type SeedStep } from './bench/discovery-members';
import type { Explained, ScaleSeed } from './bench/scale-measure';

const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SIZES = [
  { label: 'small', members: 10_000, messages: 1_000 },
  { label: 'large', members: Number(process.env.BENCH_SCALE_MEMBERS ?? 1_000_000), messages: Number(process.env.BENCH_SCALE_MESSAGES ?? 1_000_000) },
];
const VIEWER_CHATS = 60;
const SHORT_CHAT = 5;
const OTHER_CHAT = 10;
const RARE_NAME = 'Zubaydah';
/** Women (even numbers) who are subscribed (not ending in 0), present at both sizes. */
const RARE_MEMBERS = [1002, 2004, 3006, 4008, 5012];
const SEED: ScaleSeed = { partnerEmail: 'bench2@example.test', longConversation: 0, rareSearch: 'ubayd' };
const ROUNDS = 10;
const RUNS = Math.ceil(Number(process.env.BENCH_SCALE_RUNS ?? 100) / ROUNDS) * ROUNDS;
const RATIO_TARGET = 1.2;
const SEARCH_P99_TARGET_MS = 50;

/**
 * The viewer's 60 conversations (bench1 with bench2, bench4, ...; the first is the long one),
 * then conversations of OTHER_CHAT messages between bench(2k+1) and bench(2k+2) for the rest.
 */
async function seedMessages(step: SeedStep, total: number): Promise<number> {
  const long = Math.round(total * 0.4);
  const others = Math.floor((total - long - (VIEWER_CHATS - 1) * SHORT_CHAT) / OTHER_CHAT);
  await step('conversation plan', 'create unlogged table bench_scale_plan (k int, id uuid, man uuid, woman uuid, n int, unread int)');
  await step(
    'conversation plan rows',
    `insert into bench_scale_plan
     select k, gen_random_uuid(), m.id, w.id, case when k = 1 then $1 when k <= $2 then ${SHORT_CHAT} else ${OTHER_CHAT} end, case when k = 1 then $3 else 2 end
     from generate_series(1, $4::int) as k
     join users m on m.email = 'bench' || case when k <= $2 then 1 else 2 * k + 1 end || '@example.test'
     join users w on w.email = 'bench' || case when k <= $2 then 2 * k else 2 * k + 2 end || '@example.test'`,
    [long, VIEWER_CHATS, Math.floor(long * 0.75), VIEWER_CHATS + others],
  );
  await step(
    'conversations',
    `insert into conversations (id, user_a, user_b, started_by, last_seq, last_message_at, created_at)
     select id, least(man, woman), greatest(man, woman), man, n, now() - k * interval '1 second', now() - interval '2 years' from bench_scale_plan`,
  );
  await step(
    'messages',
    `insert into messages (conversation_id, seq, sender_id, receiver_id, content, created_at, delivered_at, read_at)
     select p.id, s, case when s % 2 = 1 then p.man else p.woman end, case when s % 2 = 1 then p.woman else p.man end,
            'Message ' || s || ': ' || repeat('a few words about the week, ', case when s % 10 = 0 then 60 else 3 end),
            t.at, t.at, case when s <= p.n - p.unread then t.at end
     from bench_scale_plan p, generate_series(1, p.n) as s,
          lateral (select now() - p.k * interval '1 second' - (p.n - s) * interval '1 minute' as at) t`,
  );
  await step(
    'last messages',
    `update conversations c set last_message_id = m.id, last_message_preview = left(m.content, 140)
     from messages m where m.conversation_id = c.id and m.seq = c.last_seq`,
  );
  await step('conversation plan dropped', 'drop table bench_scale_plan');
  return long;
}

async function seed(url: string, size: (typeof SIZES)[number]): Promise<ScaleSeed> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    const step = seedStep(pool);
    await seedDiscoveryMembers(step, size.members, 'x');
    await step('rare first names', 'update users set first_name = $1 where email = any($2)', [RARE_NAME, RARE_MEMBERS.map((i) => `bench${i}@example.test`)]);
    const longConversation = await seedMessages(step, size.messages);
    // What autovacuum and autoanalyze would have done on a database that grew to this size.
    await step('vacuum analyze', 'vacuum analyze');
    return { ...SEED, longConversation };
  } finally {
    await pool.end();
  }
}

interface Measurer {
  ask<T>(request: { op: string; runs: number } | { explain: string }): Promise<T>;
  stop(): Promise<void>;
}

/** The app's services on this database, in a process of their own (scripts/bench/scale-measure.ts), waiting for requests. */
async function startMeasurer(url: string, seeded: ScaleSeed): Promise<Measurer & { operations: string[] }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ns-bench-scale-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('scripts', 'bench', 'scale-measure.ts')], {
    env: { ...process.env, DATABASE_URL: url, DATA_DIR: dataDir, JWT_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'silent', BENCH_SCALE_SEED: JSON.stringify(seeded) },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve(rmSync(dataDir, { recursive: true, force: true }))));
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const next = async <T>(): Promise<T> => {
    const line = await lines.next();
    if (line.done) throw new Error('scale-measure ended early');
    return JSON.parse(line.value) as T;
  };
  const { ready } = await next<{ ready: string[] }>();
  return {
    operations: ready,
    ask: <T>(request: object) => {
      child.stdin.write(`${JSON.stringify(request)}\n`);
      return next<T>();
    },
    stop: () => {
      child.stdin.end();
      return exited;
    },
  };
}

/** A plan's key lines: its scans and sorts, without costs, and the execution time. */
function keyLines(plan: string[]): string {
  const nodes = plan
    .filter((line) => (/Scan|Sort/.test(line) && /\((actual|never executed)/.test(line)) || /Execution Time/.test(line))
    .map((line) =>
      line
        .replace(/^\s*(->\s*)?/, '')
        .replace(/\s*\(cost=[^)]*\)/, '')
        .replace(/\(actual /, '(')
        .replace(/(\d+)\.00\b/g, '$1'),
    );
  return nodes.join('; ');
}

/** The table a statement reads first at its own level, its subqueries taken out. */
function tableOf(sql: string): string {
  let outer = sql;
  for (let inner = outer.replace(/\([^()]*\)/g, ''); inner !== outer; inner = outer.replace(/\([^()]*\)/g, '')) outer = inner;
  return /\bfrom "(\w+)"/i.exec(outer)?.[1] ?? '?';
}

const quantile = (sorted: number[], q: number) => Number(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(2));

type Sized<T> = Record<'small' | 'large', T>;

function report(times: Sized<Record<string, number[]>>, plans: Sized<Record<string, Explained[]>>) {
  const [s, l] = SIZES;
  console.log(`\n${RUNS} calls of the app's service per operation and size, alternating sizes in ${ROUNDS} rounds; ms. small = ${s.members} members / ${s.messages} messages, large = ${l.members} / ${l.messages}`);
  const rows = Object.keys(times.small).map((label) => {
    const [small, large] = [times.small[label], times.large[label]].map((list) => [...list].sort((a, b) => a - b));
    const ratio = quantile(large, 0.5) / quantile(small, 0.5);
    const search = label.startsWith('first-name search');
    const met = ratio <= RATIO_TARGET && (!search || quantile(large, 0.99) < SEARCH_P99_TARGET_MS);
    return {
      operation: label,
      'small p50': quantile(small, 0.5),
      'large p50': quantile(large, 0.5),
      'large/small': Number(ratio.toFixed(2)),
      'small p99': quantile(small, 0.99),
      'large p99': quantile(large, 0.99),
      target: `ratio <= ${RATIO_TARGET}${search ? `, p99 < ${SEARCH_P99_TARGET_MS}` : ''}`,
      met: met ? 'yes' : 'NO',
    };
  });
  console.table(rows);
  for (const label of Object.keys(times.small)) {
    console.log(`\n${label}: EXPLAIN ANALYZE, key lines of each statement`);
    for (const size of ['small', 'large'] as const) {
      for (const statement of plans[size][label]) console.log(`  ${size.padEnd(5)} ${tableOf(statement.sql).padEnd(16)} ${keyLines(statement.plan)}`);
    }
  }
}

async function main() {
  const databases: { url: string; drop(): Promise<void> }[] = [];
  const measurers: Measurer[] = [];
  const cleanUp = async () => {
    await Promise.all(measurers.splice(0).map((measurer) => measurer.stop()));
    await Promise.all(databases.splice(0).map((database) => database.drop()));
  };
  // Ctrl-C reaches the measuring children too; the databases still go.
  process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));
  try {
    const seeded: ScaleSeed[] = [];
    for (const size of SIZES) {
      const database = await createDatabase(ADMIN_URL, 'bench_scale', { empty: true });
      databases.push(database);
      const started = Date.now();
      console.log(`\n${size.label}: ${size.members} members, ${size.messages} messages`);
      // The schema as the app makes it: its own migrations, run by its start-up code.
      await (await openDatabase({ databaseUrl: database.url, dataDir: tmpdir() })).close();
      seeded.push(await seed(database.url, size));
      console.log(`  seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
    const [small, large] = await Promise.all(databases.map((database, i) => startMeasurer(database.url, seeded[i])));
    measurers.push(small, large);
    const times: Sized<Record<string, number[]>> = { small: {}, large: {} };
    const plans: Sized<Record<string, Explained[]>> = { small: {}, large: {} };
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const op of small.operations) {
        for (const [size, measurer] of [['small', small], ['large', large]] as const) {
          times[size][op] = [...(times[size][op] ?? []), ...(await measurer.ask<number[]>({ op, runs: RUNS / ROUNDS }))];
        }
      }
    }
    for (const op of small.operations) {
      plans.small[op] = await small.ask<Explained[]>({ explain: op });
      plans.large[op] = await large.ask<Explained[]>({ explain: op });
    }
    await cleanUp();
    report(times, plans);
  } finally {
    await cleanUp();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
