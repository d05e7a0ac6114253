/**
 * Benchmark of GET /api/users (Find Matches), not a test: `npm run bench:users`.
 *
 * Seeds BENCH_MEMBERS members (default 100 000, half of each gender, 90 % subscribed) with the
 * discovery profile fields, last activity spread over 90 days, and answers to about three
 * quarters of the compatibility questions (rows and compact vectors), by bulk SQL into a fresh
 * PostgreSQL database; starts the real built server on it and measures, from BENCH_CLIENTS
 * concurrent clients for BENCH_SECONDS each: the list with no filter, with three filters (age
 * range, country, prayer) and `mutual` (the default), with a first-name search and with
 * sort=compatibility, then the list and the search at a fixed BENCH_RATE (300) a second; each next to
 * the same SQL behind a bare node:http + pg server (scripts/bench/users-bare-server.ts), for the
 * framework's share. Load comes from autocannon in a process of its own, so neither server
 * shares its event loop with the client; the fixed rate from scripts/bench/fixed-rate.ts, which
 * sends each request when it is due (autocannon's own rate sends each second's in a burst). The bare compatibility baseline scores the whole pool
 * in one statement per request, as the app would without its per-viewer ranking; the app's cold
 * first page (a viewer with no ranking yet) is measured on its own. Env: BENCH_ADMIN_URL
 * (postgres://postgres@127.0.0.1:5432/test: only to create and drop the bench's own database),
 * BENCH_KEEP=1 (keep the seeded database and reuse it next time), BENCH_APP_NODE_ARGS (node flags for the
 * app's process: `--cpu-prof --cpu-prof-dir=DIR` writes its CPU profile), SERVER_OUT_DIR, NEXT_DIST_DIR.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { hash as bcryptHash } from '@node-rs/bcrypt';
import pg from 'pg';
import { MAX_OPTIONS, MAX_QUESTION_ID, COMPATIBILITY_QUESTIONS } from '../lib/shared/compatibility-questions';
import { startApp } from '../tests/support/app-server';
import { adminQuery, createDatabase } from '../tests/support/test-database';
import { seedDiscoveryMembers, seedStep } from './bench/discovery-members';
import { autocannon, fixedRate, type LoadResult } from './bench/load';
import { RANKING_SQL, SCENARIOS } from './bench/users-sql';
import { PRODUCTION_POLLERS } from './bench/production-pollers';

const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 3331);
const FIXED_RATE = Number(process.env.BENCH_RATE ?? 300);
/**
 * The scenarios also measured at FIXED_RATE: the list and the search of issue 26's second measure
 * (at least 0.6 of the bare server; p99 under 20 ms at 300/s). The others have issue 21's target,
 * p99 under 50 ms at 20 clients.
 */
const RATE_SCENARIOS = ['no filter', 'search "fatima1"'] as const;
const PASSWORD = 'bench-password-123';
const OPTIONS = `array[${COMPATIBILITY_QUESTIONS.map((q) => q.options.length).join(',')}]`;
const Q_BITS = MAX_QUESTION_ID;
const A_BITS = MAX_QUESTION_ID * MAX_OPTIONS;

async function seed(pool: pg.Pool) {
  const step = seedStep(pool);
  await seedDiscoveryMembers(step, MEMBERS, await bcryptHash(PASSWORD, { cost: 12 }));
  // About three quarters of the questions each; accepted: the answer and, half the time, one more option.
  await step(
    'answers',
    `insert into compatibility_answers (user_id, question_id, answer, accepted, importance)
     select u.id, q, a.answer,
            case when h % 2 = 0 then array[a.answer] else array[a.answer, ((a.answer + 1) % n)::smallint] end,
            (array['irrelevant','a_little','somewhat','very','mandatory'])[1 + (h / 7) % 5]
     from users u
     cross join generate_series(1, ${COMPATIBILITY_QUESTIONS.length}) as q
     cross join lateral (select abs(hashtext(u.id::text || ':' || q)) as h, (${OPTIONS})[q] as n) r
     cross join lateral (select ((r.h / 3) % r.n)::smallint as answer) a
     where u.email like 'bench%' and r.h % 4 <> 0`,
  );
  // The vectors of lib/server/compatibility/vectors.ts, built in SQL from the answers.
  const zq = `repeat('0', ${Q_BITS})::varbit`;
  const za = `repeat('0', ${A_BITS})::varbit`;
  const qbit = `set_bit(${zq}, question_id - 1, 1)`;
  const level = (l: string) => `bit_or(case when importance = '${l}' then ${qbit} else ${zq} end)`;
  const accepted = (l: string) =>
    `bit_or(case when importance = '${l}' then set_bit(set_bit(${za}, (question_id - 1) * ${MAX_OPTIONS} + accepted[1], 1), (question_id - 1) * ${MAX_OPTIONS} + coalesce(accepted[2], accepted[1]), 1) else ${za} end)`;
  const LEVELS = ['a_little', 'somewhat', 'very', 'mandatory'];
  await step(
    'vectors',
    `insert into compatibility_vectors (user_id, answered, asked, ans, q1, q2, q3, q4, acc1, acc2, acc3, acc4)
     select user_id, count(*), bit_or(${qbit}), bit_or(set_bit(${za}, (question_id - 1) * ${MAX_OPTIONS} + answer, 1)),
            ${LEVELS.map(level).join(', ')}, ${LEVELS.map(accepted).join(', ')}
     from compatibility_answers group by user_id`,
  );
  // As autovacuum would leave it: a bulk load leaves the trigram index's new entries in its pending
  // list, which every search then reads whole (14,715 entries: the search ran 2.5 times slower).
  await pool.query('vacuum analyze');
}

function summary(latencies: number[], seconds: number, errors: number) {
  latencies.sort((x, y) => x - y);
  const at = (q: number) => Number(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1));
  return { 'req/s': Math.round(latencies.length / seconds), p50ms: at(0.5), p99ms: at(0.99), errors };
}

/** The bare server in a process of its own, like the app. */
async function startBare(databaseUrl: string, viewerId: string): Promise<{ stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('scripts', 'bench', 'users-bare-server.ts')], {
    env: { ...process.env, BARE_DATABASE_URL: databaseUrl, BARE_VIEWER_ID: viewerId, BARE_PORT: String(BARE_PORT) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk) => String(chunk).includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
  });
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The bench's database: a fresh one, or with BENCH_KEEP=1 one kept (and reused) per member count. */
async function benchDatabase(): Promise<{ url: string; seeded: boolean; drop(): Promise<void> }> {
  if (process.env.BENCH_KEEP !== '1') return { ...(await createDatabase(ADMIN_URL, 'bench_users')), seeded: false };
  const name = `bench_users_kept_${MEMBERS}`;
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  await admin.end();
  if (exists) {
    const probe = new pg.Client({ connectionString: url.toString() });
    await probe.connect();
    const seeded = (await probe.query(`select count(*)::int as n from users where email like 'bench%'`).catch(() => ({ rows: [{ n: 0 }] }))).rows[0].n === MEMBERS;
    await probe.end();
    if (seeded) return { url: url.toString(), seeded: true, drop: async () => undefined };
    await adminQuery(ADMIN_URL, `drop database ${name} with (force)`);
  }
  await adminQuery(ADMIN_URL, `create database ${name}`);
  return { url: url.toString(), seeded: false, drop: async () => undefined };
}

async function login(appUrl: string, email: string) {
  const reply = await fetch(`${appUrl}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
  return (await reply.json()) as { token: string; userId: string };
}

async function main() {
  const database = await benchDatabase();
  const app = await startApp({ DATABASE_URL: database.url, ...PRODUCTION_POLLERS }, { execArgv: process.env.BENCH_APP_NODE_ARGS?.split(' ').filter(Boolean) });
  const pool = new pg.Pool({ connectionString: database.url, max: 10 });
  try {
    if (database.seeded) console.log(`reusing the kept database of ${MEMBERS} members`);
    else {
      const started = Date.now();
      console.log(`seeding ${MEMBERS} members:`);
      await seed(pool);
      console.log(`seeded in ${Date.now() - started} ms`);
    }
    const { token, userId } = await login(app.url, 'bench1@example.test');
    const auth = { Authorization: `Bearer ${token}` };
    for (const [label, scenario] of Object.entries(SCENARIOS)) {
      const check = await (await fetch(`${app.url}/api/users${scenario.query}`, { headers: auth })).json();
      console.log(`GET /api/users${scenario.query} (${label}): ${check.users.length} users, first score ${JSON.stringify(check.users[0]?.compatibility)}, nextCursor ${check.nextCursor ? 'set' : 'null'}`);
    }

    const explain = async (label: string, statement: string, values: unknown[] = [userId]) => {
      const plan = await pool.query(`explain (analyze, buffers off, timing off, summary on) ${statement}`, values);
      console.log(`\nEXPLAIN ANALYZE (${label}):\n${plan.rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`);
    };
    for (const [label, scenario] of Object.entries(SCENARIOS)) {
      if (!('candidates' in scenario)) {
        await explain(`${label}, bare`, scenario.sql);
        continue;
      }
      await explain(`${label}, bare: the names`, scenario.candidates, []);
      const names = (await pool.query(scenario.candidates)).rows.map((row) => row.id);
      await explain(`${label}, bare: the pool and the cards of those names`, scenario.sql, [userId, names]);
    }
    await explain('sort=compatibility, the app: the per-viewer ranking, built once per viewer', RANKING_SQL);

    // A viewer's first sort=compatibility page builds her ranking: 20 viewers at once, each cold.
    const viewers = await Promise.all(Array.from({ length: CLIENTS }, (_, i) => login(app.url, `bench${2 * i + 3}@example.test`)));
    const coldLatencies: number[] = [];
    const coldStarted = performance.now();
    await Promise.all(
      viewers.map(async (viewer) => {
        const t = performance.now();
        await (await fetch(`${app.url}/api/users?sort=compatibility`, { headers: { Authorization: `Bearer ${viewer.token}` } })).arrayBuffer();
        coldLatencies.push(performance.now() - t);
      }),
    );
    const cold = summary(coldLatencies, (performance.now() - coldStarted) / 1000, 0);

    const bare = await startBare(database.url, userId);
    const results: Record<string, LoadResult> = {};
    // Two seconds of the same load first, not counted, for each server and list alike: the first
    // list measured otherwise paid for the app's warming up after the cold pages above.
    const load = async (url: string, headers: Record<string, string>) => {
      await autocannon(url, { connections: CLIENTS, seconds: 2, headers });
      return autocannon(url, { connections: CLIENTS, seconds: SECONDS, headers });
    };
    for (const [label, scenario] of Object.entries(SCENARIOS)) {
      results[`app  ${label}`] = await load(`${app.url}/api/users${scenario.query}`, auth);
      results[`bare ${label}`] = await load(`http://127.0.0.1:${BARE_PORT}/${scenario.query}`, {});
    }
    results[`app  sort=compatibility, ${CLIENTS} viewers' cold first page (once each)`] = cold;
    // Issue 26's second measure: the list and the search at a fixed rate rather than as fast as they go.
    const fixed: Record<string, LoadResult> = {};
    // Warmed the same way, at the rate (the bare server's pool lets its connections go after 10 s idle).
    const atRate = async (url: string, headers?: Record<string, string>) => {
      await fixedRate(url, { rate: FIXED_RATE, seconds: 2, connections: CLIENTS, headers });
      return fixedRate(url, { rate: FIXED_RATE, seconds: SECONDS, connections: CLIENTS, headers });
    };
    for (const label of RATE_SCENARIOS) {
      const query = SCENARIOS[label].query;
      fixed[`app  ${label}`] = await atRate(`${app.url}/api/users${query}`, auth);
      fixed[`bare ${label}`] = await atRate(`http://127.0.0.1:${BARE_PORT}/${query}`);
    }
    await bare.stop();
    console.log(`\n${MEMBERS} members, ${CLIENTS} concurrent clients (autocannon, its own process), ${SECONDS} s each:`);
    console.table(results);
    for (const label of Object.keys(SCENARIOS) as Array<keyof typeof SCENARIOS>) {
      const ratio = results[`app  ${label}`]['req/s'] / results[`bare ${label}`]['req/s'];
      const ratioTarget = (RATE_SCENARIOS as readonly string[]).includes(label) ? ' (target at least 0.6)' : '';
      const p99Target = label === 'search "fatima1"' ? '' : ' (target < 50 ms)';
      console.log(`${label}: the app does ${ratio.toFixed(2)} of the bare server's requests${ratioTarget}; app p99 ${results[`app  ${label}`].p99ms} ms${p99Target}`);
    }
    console.log(`\nAt a fixed ${FIXED_RATE} requests a second (open loop, latency from when each was due, up to ${CLIENTS} sockets), ${SECONDS} s each:`);
    console.table(fixed);
    for (const label of RATE_SCENARIOS) console.log(`${label} at ${FIXED_RATE}/s: app p99 ${fixed[`app  ${label}`].p99ms} ms (target < 20 ms), bare ${fixed[`bare ${label}`].p99ms} ms`);
  } finally {
    await pool.end();
    await app.stop();
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
