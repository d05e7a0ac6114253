/**
 * Benchmark of GET /api/users (Find Matches), not a test: `npx tsx scripts/bench-users.ts`.
 *
 * Seeds BENCH_MEMBERS members (default 10 000, half of each gender, 90 % subscribed) by bulk SQL
 * into a fresh PostgreSQL database, starts the real built server on it, and measures the list
 * with and without a first-name search from BENCH_CLIENTS concurrent clients for BENCH_SECONDS
 * each; then the same SQL behind a bare node:http + pg server, for the framework's share.
 * Env: BENCH_ADMIN_URL (postgres://postgres@127.0.0.1:5432/test), SERVER_OUT_DIR, NEXT_DIST_DIR.
 */
import { createServer, type Server } from 'node:http';
import { hash as bcryptHash } from '@node-rs/bcrypt';
import pg from 'pg';
import { startApp } from '../tests/support/app-server';
import { createDatabase } from '../tests/support/test-database';

const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 10_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 3331);
const PASSWORD = 'bench-password-123';
const NAMES = ['Aisha', 'Maryam', 'Fatima', 'Khadija', 'Zainab', 'Hafsa', 'Safiya', 'Ruqayya', 'Sumayya', 'Amina', 'Yusuf', 'Ibrahim', 'Omar', 'Ali', 'Bilal', 'Hamza', 'Idris', 'Zakariya', 'Musa', 'Harun'];

async function seed(pool: pg.Pool) {
  const hash = await bcryptHash(PASSWORD, { cost: 12 });
  await pool.query(
    `insert into users (email, password_hash, first_name, last_name, age, gender, university, status, description, looking_for, created_at)
     select 'bench' || i || '@example.test', $1,
            (array[${NAMES.map((n) => `'${n}'`).join(',')}])[1 + (i % 10) + case when i % 2 = 0 then 0 else 10 end] || (i % 997),
            'Member' || i, 18 + i % 30,
            case when i % 2 = 0 then 'female' else 'male' end,
            'University ' || (i % 50), case when i % 3 = 0 then 'student' else 'graduate' end,
            'About member ' || i, 'Looking for kindness', now() - i * interval '1 minute'
     from generate_series(1, $2::int) as i`,
    [hash, MEMBERS],
  );
  await pool.query(
    `insert into subscriptions (user_id, provider_subscription_id, status, current_period_ends_at)
     select id, 'I-BENCH' || row_number() over (), 'ACTIVE', now() + interval '30 days'
     from users where email like 'bench%' and right(split_part(email, '@', 1), 1) <> '0'`,
  );
  await pool.query('analyze');
}

/** The statement the app runs for a member (other gender, can answer, newest first). */
const LIST_SQL = `
  select u.id, u.first_name, u.last_name, u.age, u.gender, u.university, u.status, u.description, u.looking_for, u.created_at, u.created_at::text as cursor_at
  from users u
  where u.gender = $1 and u.id <> $2 and u.is_admin = false and u.suspended = false
    and exists (select 1 from subscriptions s where s.user_id = u.id and (s.status in ('APPROVED', 'ACTIVE') or (s.status in ('CANCELLED', 'SUSPENDED') and s.current_period_ends_at > now())))
    and ($3::text is null or lower(u.first_name) like $3 escape '\\')
  order by u.created_at desc, u.id desc
  limit 21`;

function startBare(pool: pg.Pool, viewerId: string): Promise<Server> {
  const server = createServer(async (req, res) => {
    const search = new URL(req.url ?? '/', 'http://x').searchParams.get('search');
    const { rows } = await pool.query(LIST_SQL, ['female', viewerId, search ? `%${search.toLowerCase()}%` : null]);
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ users: rows.slice(0, 20) }));
  });
  return new Promise((resolve) => server.listen(BARE_PORT, '127.0.0.1', () => resolve(server)));
}

async function load(url: string, headers: Record<string, string>) {
  const latencies: number[] = [];
  let errors = 0;
  const end = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (Date.now() < end) {
        const t = performance.now();
        const response = await fetch(url, { headers });
        await response.arrayBuffer();
        if (!response.ok) errors += 1;
        latencies.push(performance.now() - t);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
  return { 'req/s': Math.round(latencies.length / SECONDS), p50ms: at(0.5), p99ms: at(0.99), errors };
}

async function main() {
  const database = await createDatabase(ADMIN_URL, 'ns_bench');
  const app = await startApp({ DATABASE_URL: database.url });
  const pool = new pg.Pool({ connectionString: database.url, max: 10 });
  try {
    const started = Date.now();
    await seed(pool);
    console.log(`seeded ${MEMBERS} members in ${Date.now() - started} ms`);
    const login = await fetch(`${app.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'bench1@example.test', password: PASSWORD }),
    });
    const { token, userId } = (await login.json()) as { token: string; userId: string };
    const auth = { Authorization: `Bearer ${token}` };
    const check = await (await fetch(`${app.url}/api/users`, { headers: auth })).json();
    console.log(`GET /api/users answers ${check.users.length} users, nextCursor ${check.nextCursor ? 'set' : 'null'}`);

    for (const [label, search] of [['no search', null], ['search "fatima1"', 'fatima1'], ['search "zzz" (no match)', 'zzz']] as const) {
      const plan = await pool.query(`explain (analyze, buffers off, timing off, summary on) ${LIST_SQL}`, ['female', userId, search ? `%${search}%` : null]);
      console.log(`\nEXPLAIN ANALYZE (${label}):\n${plan.rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`);
    }

    const bare = await startBare(pool, userId);
    const results: Record<string, unknown> = {};
    for (const [label, query] of [['list', ''], ['search', '?search=fatima1']] as const) {
      results[`app    ${label}`] = await load(`${app.url}/api/users${query}`, auth);
      results[`bare   ${label}`] = await load(`http://127.0.0.1:${BARE_PORT}/${query}`, {});
    }
    bare.close();
    console.log(`\n${MEMBERS} members, ${CLIENTS} concurrent clients, ${SECONDS} s each:`);
    console.table(results);
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
