/**
 * Benchmark of GET /api/users (Find Matches), not a test: `npm run bench:users`.
 *
 * Seeds BENCH_MEMBERS members (default 100 000, half of each gender, 90 % subscribed) with the
 * discovery profile fields, last activity spread over 90 days, and answers to about three
 * quarters of the compatibility questions (rows and compact vectors), by bulk SQL into a fresh
 * PostgreSQL database; starts the real built server on it and measures, from BENCH_CLIENTS
 * concurrent clients for BENCH_SECONDS each: the list with no filter, with three filters (age
 * range, country, prayer) and `mutual` (the default), and with sort=compatibility; each next to
 * the same SQL behind a bare node:http + pg server, for the framework's share. The bare
 * compatibility baseline scores the whole pool in one statement per request, as the app would
 * without its per-viewer ranking; the app's cold first page (a viewer with no ranking yet) is
 * measured on its own. Env: BENCH_ADMIN_URL (postgres://postgres@127.0.0.1:5432/test: only to
 * create and drop the bench's own database), SERVER_OUT_DIR, NEXT_DIST_DIR.
 */
import { createServer, type Server } from 'node:http';
import { hash as bcryptHash } from '@node-rs/bcrypt';
import pg from 'pg';
import { MAX_OPTIONS, MAX_QUESTION_ID, COMPATIBILITY_QUESTIONS } from '../lib/shared/compatibility-questions';
import { startApp } from '../tests/support/app-server';
import { createDatabase } from '../tests/support/test-database';

const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 3331);
const PASSWORD = 'bench-password-123';
const NAMES = ['Aisha', 'Maryam', 'Fatima', 'Khadija', 'Zainab', 'Hafsa', 'Safiya', 'Ruqayya', 'Sumayya', 'Amina', 'Yusuf', 'Ibrahim', 'Omar', 'Ali', 'Bilal', 'Hamza', 'Idris', 'Zakariya', 'Musa', 'Harun'];
const CITIES = ['London', 'Birmingham', 'Manchester', 'Leeds', 'Bradford', 'Leicester', 'Glasgow', 'Cardiff', 'Sheffield', 'Luton', 'Paris', 'Berlin', 'Toronto', 'Dubai', 'Kuala Lumpur'];
const COUNTRIES = ['GB', 'GB', 'GB', 'GB', 'GB', 'GB', 'FR', 'DE', 'CA', 'AE', 'MY', 'PK', 'EG', 'TR', 'US'];
const OPTIONS = `array[${COMPATIBILITY_QUESTIONS.map((q) => q.options.length).join(',')}]`;
const Q_BITS = MAX_QUESTION_ID;
const A_BITS = MAX_QUESTION_ID * MAX_OPTIONS;

async function seed(pool: pg.Pool) {
  const hash = await bcryptHash(PASSWORD, { cost: 12 });
  const step = async (label: string, statement: string, params: unknown[] = []) => {
    const started = Date.now();
    const result = await pool.query(statement, params);
    console.log(`  ${label}: ${result.rowCount ?? 0} rows in ${Date.now() - started} ms`);
  };
  await step(
    'members',
    `insert into users (email, password_hash, first_name, last_name, age, gender, university, status, description, looking_for, created_at,
                        city, city_key, country, willing_to_relocate, marital_status, has_children, languages, prayer,
                        seeking_age_min, seeking_age_max, seeking_status, last_active_at)
     select 'bench' || i || '@example.test', $1,
            (array[${NAMES.map((n) => `'${n}'`).join(',')}])[1 + (i % 10) + case when i % 2 = 0 then 0 else 10 end] || (i % 997),
            'Member' || i, 18 + i % 30,
            case when i % 2 = 0 then 'female' else 'male' end,
            'University ' || (i % 50), case when i % 3 = 0 then 'student' else 'graduate' end,
            'About member ' || i, 'Looking for kindness', now() - i * interval '1 minute',
            c.city, lower(c.city), c.country, i % 4 = 0,
            (array['never_married','never_married','never_married','divorced','widowed'])[1 + i % 5], i % 9 = 0,
            array['English', 'Arabic'], (array['always','usually','sometimes','rarely'])[1 + (i / 7) % 4],
            case when i % 5 < 2 then 18 + (i / 3) % 10 end, case when i % 5 < 2 then 28 + (i / 11) % 12 end,
            (array[null, null, 'either', 'student', 'graduate'])[1 + (i / 13) % 5],
            now() - ((i * 7919) % (90 * 24 * 60)) * interval '1 minute'
     from generate_series(1, $2::int) as i,
          lateral (select (array[${CITIES.map((c) => `'${c}'`).join(',')}])[1 + (i / 17) % ${CITIES.length}] as city,
                          (array[${COUNTRIES.map((c) => `'${c}'`).join(',')}])[1 + (i / 17) % ${COUNTRIES.length}] as country) c`,
    [hash, MEMBERS],
  );
  await step(
    'subscriptions',
    `insert into subscriptions (user_id, provider_subscription_id, status, current_period_ends_at)
     select id, 'I-BENCH' || row_number() over (), 'ACTIVE', now() + interval '30 days'
     from users where email like 'bench%' and right(split_part(email, '@', 1), 1) <> '0'`,
  );
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
  await pool.query('analyze');
}

const SCORE = (me: string, them: string) => {
  const w = (x: string, y: string, mask: string, other: string) =>
    `(bit_count(${x}.${mask}1 & ${y}.${other}) + 10 * bit_count(${x}.${mask}2 & ${y}.${other}) + 50 * bit_count(${x}.${mask}3 & ${y}.${other}) + 250 * bit_count(${x}.${mask}4 & ${y}.${other}))`;
  const sat = (x: string, y: string) => `(${w(x, y, 'acc', 'ans')}::float8 / nullif(${w(x, y, 'q', 'asked')}, 0))`;
  return `(case when bit_count(${me}.asked & ${them}.asked) >= 3 then floor(100 * sqrt(${sat(me, them)} * ${sat(them, me)}) + 0.5)::int end)`;
};

/** The app's pool rule for a male viewer of 19, graduate (bench1): listable, not resting, mutual. */
const POOL = `
  u.gender = 'female' and u.id <> $1 and u.is_admin = false and u.suspended = false
  and exists (select 1 from subscriptions s where s.user_id = u.id and (s.status in ('APPROVED', 'ACTIVE') or (s.status in ('CANCELLED', 'SUSPENDED') and s.current_period_ends_at > now())))
  and not exists (select 1 from sanctions x where x.user_id = u.id and x.lifted_at is null and x.kind in ('suspend', 'ban') and (x.ends_at is null or x.ends_at > now()))
  and not exists (select 1 from blocks b where b.blocker_id = $1 and b.blocked_id = u.id) and not exists (select 1 from blocks b where b.blocker_id = u.id and b.blocked_id = $1)
  and u.last_active_at > now() - interval '60 days'
  and (u.seeking_age_min is null or u.seeking_age_min <= 19) and (u.seeking_age_max is null or u.seeking_age_max >= 19)
  and (u.seeking_status is null or u.seeking_status = 'either' or u.seeking_status = 'graduate')`;
const COLUMNS = `u.id, u.first_name, u.last_name, u.age, u.gender, u.university, u.status, u.description, u.looking_for, u.created_at, u.city, u.country,
  u.willing_to_relocate, u.marital_status, u.has_children, u.languages, u.prayer, u.seeking_age_min, u.seeking_age_max, u.seeking_status, u.last_active_at,
  exists (select 1 from photos p where p.user_id = u.id) as has_photos, u.created_at::text as cursor_at`;
const FILTERS = `and u.age between 20 and 30 and u.country = 'GB' and u.prayer in ('always', 'usually')`;
const SCENARIOS = {
  'no filter': {
    query: '',
    sql: `select ${COLUMNS}, ${SCORE('me', 'them')} as score, bit_count(me.asked & them.asked) as common
          from users u left join compatibility_vectors them on them.user_id = u.id left join compatibility_vectors me on me.user_id = $1
          where ${POOL} order by u.created_at desc, u.id desc limit 21`,
  },
  '3 filters + mutual': {
    query: '?ageMin=20&ageMax=30&country=GB&prayer=always,usually',
    sql: `select ${COLUMNS}, ${SCORE('me', 'them')} as score, bit_count(me.asked & them.asked) as common
          from users u left join compatibility_vectors them on them.user_id = u.id left join compatibility_vectors me on me.user_id = $1
          where ${POOL} ${FILTERS} order by u.created_at desc, u.id desc limit 21`,
  },
  'sort=compatibility': {
    query: '?sort=compatibility',
    sql: `select ${COLUMNS}, ${SCORE('me', 'them')} as score, bit_count(me.asked & them.asked) as common
          from users u left join compatibility_vectors them on them.user_id = u.id left join compatibility_vectors me on me.user_id = $1
          where ${POOL} order by score desc nulls last, u.created_at desc, u.id desc limit 21`,
  },
} as const;
/** What the app runs once per viewer (and then reuses for RANKING_TTL_MS) for sort=compatibility. */
const RANKING_SQL = `select u.id, ${SCORE('me', 'them')} as score, bit_count(me.asked & them.asked)::int as common
  from users u left join compatibility_vectors them on them.user_id = u.id left join compatibility_vectors me on me.user_id = $1
  where u.gender = 'female' and u.is_admin = false and u.id <> $1 and u.last_active_at > now() - interval '60 days'
  order by score desc nulls last, u.created_at desc, u.id desc`;

function startBare(pool: pg.Pool, viewerId: string): Promise<Server> {
  const server = createServer(async (req, res) => {
    const scenario = Object.values(SCENARIOS).find((s) => s.query === (req.url ?? '/').slice(1)) ?? SCENARIOS['no filter'];
    const { rows } = await pool.query(scenario.sql, [viewerId]);
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ users: rows.slice(0, 20) }));
  });
  return new Promise((resolve) => server.listen(BARE_PORT, '127.0.0.1', () => resolve(server)));
}

function summary(latencies: number[], seconds: number, errors: number) {
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
  return { 'req/s': Math.round(latencies.length / seconds), p50ms: at(0.5), p99ms: at(0.99), errors };
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
  return summary(latencies, SECONDS, errors);
}

async function login(appUrl: string, email: string) {
  const reply = await fetch(`${appUrl}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
  return (await reply.json()) as { token: string; userId: string };
}

async function main() {
  const database = await createDatabase(ADMIN_URL, 'bench_users');
  const app = await startApp({ DATABASE_URL: database.url });
  const pool = new pg.Pool({ connectionString: database.url, max: 10 });
  try {
    const started = Date.now();
    console.log(`seeding ${MEMBERS} members:`);
    await seed(pool);
    console.log(`seeded in ${Date.now() - started} ms`);
    const { token, userId } = await login(app.url, 'bench1@example.test');
    const auth = { Authorization: `Bearer ${token}` };
    for (const [label, scenario] of Object.entries(SCENARIOS)) {
      const check = await (await fetch(`${app.url}/api/users${scenario.query}`, { headers: auth })).json();
      console.log(`GET /api/users${scenario.query} (${label}): ${check.users.length} users, first score ${JSON.stringify(check.users[0]?.compatibility)}, nextCursor ${check.nextCursor ? 'set' : 'null'}`);
    }

    const explain = async (label: string, statement: string) => {
      const plan = await pool.query(`explain (analyze, buffers off, timing off, summary on) ${statement}`, [userId]);
      console.log(`\nEXPLAIN ANALYZE (${label}):\n${plan.rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`);
    };
    for (const [label, scenario] of Object.entries(SCENARIOS)) await explain(`${label}, bare`, scenario.sql);
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

    const bare = await startBare(pool, userId);
    const results: Record<string, unknown> = {};
    for (const [label, scenario] of Object.entries(SCENARIOS)) {
      results[`app  ${label}`] = await load(`${app.url}/api/users${scenario.query}`, auth);
      results[`bare ${label}`] = await load(`http://127.0.0.1:${BARE_PORT}/${scenario.query}`, {});
    }
    results[`app  sort=compatibility, ${CLIENTS} viewers' cold first page (once each)`] = cold;
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
