/**
 * Benchmark of the moderation queue and its evidence, not a test: `npm run bench:moderation`
 * (after `npm run build`).
 *
 * Seeds, by bulk SQL into a fresh PostgreSQL database, BENCH_MESSAGES messages (default 100 000)
 * in conversations of 100 messages, BENCH_REPORTS open reports (default 1 000, on a third as many
 * members, each naming a message) next to nine times as many closed ones, and a flagged message
 * per conversation. Then it times, over BENCH_RUNS runs each (p50/p95):
 * - over HTTP against the real built server: the queue (GET /api/admin/reports), one report's
 *   evidence (GET /api/admin/reports/{id}) and, as the reference, a member's chat list (GET /api/chats);
 * - in SQL: the queue's grouping query and the evidence's message-context query, with their
 *   indexes and, in a rolled-back transaction, without them.
 * Env: BENCH_ADMIN_URL (postgres://postgres@127.0.0.1:5432/test), SERVER_OUT_DIR, NEXT_DIST_DIR.
 */
import { hash as bcryptHash } from '@node-rs/bcrypt';
import pg from 'pg';
import { startApp } from '../tests/support/app-server';
import { createDatabase } from '../tests/support/test-database';

const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 100_000);
const REPORTS = Number(process.env.BENCH_REPORTS ?? 1_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const PER_CONVERSATION = 100;
const PASSWORD = 'bench-password-123';
const ADMIN = { email: 'bench-admin@example.test', password: 'bench admin password 2026' };

async function seed(pool: pg.Pool) {
  const conversations = Math.ceil(MESSAGES / PER_CONVERSATION);
  const members = conversations * 2;
  const hash = await bcryptHash(PASSWORD, { cost: 10 });
  await pool.query(
    `insert into users (email, password_hash, first_name, last_name, gender, status, description, looking_for, created_at, profile_text_pending_since)
     select 'bench' || i || '@example.test', $1, 'Member', 'Number ' || i,
            case when i % 2 = 0 then 'female' else 'male' end, 'graduate', 'About member ' || i, 'Someone kind',
            now() - i * interval '1 minute', case when i % 50 = 0 then now() - i * interval '1 second' end
     from generate_series(1, $2::int) as i`,
    [hash, members],
  );
  await pool.query(
    `insert into subscriptions (user_id, provider_subscription_id, status, current_period_ends_at)
     select id, 'I-BENCH' || row_number() over (), 'ACTIVE', now() + interval '30 days' from users where email like 'bench%'`,
  );
  // Conversation k pairs member 2k-1 (a man) with member 2k (a woman).
  await pool.query(
    `with pairs as (
       select k, (select id from users where email = 'bench' || (2 * k - 1) || '@example.test') as m,
                 (select id from users where email = 'bench' || (2 * k) || '@example.test') as w
       from generate_series(1, $1::int) as k)
     insert into conversations (user_a, user_b, started_by, last_seq, last_message_at, last_message_preview)
     select least(m, w), greatest(m, w), m, $2::int, now(), 'message ' || $2::int from pairs`,
    [conversations, PER_CONVERSATION],
  );
  await pool.query(
    `insert into messages (conversation_id, seq, sender_id, receiver_id, content, created_at)
     select c.id, s, case when s % 2 = 0 then c.user_a else c.user_b end, case when s % 2 = 0 then c.user_b else c.user_a end,
            'message ' || s, now() - (${PER_CONVERSATION} - s) * interval '1 minute'
     from conversations c cross join generate_series(1, $1::int) as s`,
    [PER_CONVERSATION],
  );
  await pool.query(`update conversations c set last_message_id = m.id from messages m where m.conversation_id = c.id and m.seq = c.last_seq`);
  await pool.query(
    `insert into message_flags (message_id, sender_id, kinds, created_at)
     select id, sender_id, array['phone'], created_at from messages where seq = 3`,
  );
  // Open reports on a third as many members (so groups hold about three), each about a message the
  // member sent; nine closed reports for every open one.
  await pool.query(
    `with reported as (
       select m.id as message_id, m.sender_id, m.receiver_id, row_number() over (order by m.id) as n
       from messages m where m.seq between 50 and 99 and m.sender_id in (
         select sender_id from messages group by sender_id order by sender_id limit greatest(1, $1::int / 3)))
     insert into reports (source, reporter_id, target_user_id, message_id, reason, details, status, action, closed_at, created_at)
     select 'member', receiver_id, sender_id, message_id, 'harassment', 'Bench report ' || n,
            case when n <= $1 then 'open' else 'closed' end, case when n <= $1 then null else 'dismiss' end,
            case when n <= $1 then null else now() - n * interval '1 second' end, now() - n * interval '1 second'
     from reported where n <= $1 * 10`,
    [REPORTS],
  );
  await pool.query('analyze');
  const counts = await pool.query(
    `select (select count(*) from messages) as messages, (select count(*) from reports where status = 'open') as open_reports,
            (select count(*) from reports) as reports, (select count(*) from message_flags) as flags, (select count(*) from users) as users`,
  );
  return counts.rows[0] as Record<string, string>;
}

const GROUP_SQL = `
  select coalesce(target_user_id, id) as key, count(*)::int as open_count, max(created_at) as latest
  from reports where status = 'open' group by 1 order by max(created_at) desc, 1 limit 50`;
const CONTEXT_SQL = `select * from messages where conversation_id = $1 and seq <= $2 order by seq desc limit 11`;

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(2);
  return { p50ms: at(0.5), p95ms: at(0.95), runs: sorted.length };
}

async function timeHttp(url: string, token: string) {
  const samples: number[] = [];
  for (let i = 0; i < RUNS + 3; i += 1) {
    const t = performance.now();
    const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    if (i >= 3) samples.push(performance.now() - t);
  }
  return stats(samples);
}

async function timeSql(client: pg.PoolClient, text: string, values: unknown[] = []) {
  const samples: number[] = [];
  for (let i = 0; i < RUNS + 3; i += 1) {
    const t = performance.now();
    await client.query(text, values);
    if (i >= 3) samples.push(performance.now() - t);
  }
  return stats(samples);
}

async function login(url: string, body: { email: string; password: string }) {
  const reply = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  if (!reply.ok) throw new Error(`login failed: ${reply.status}`);
  return (await reply.json()) as { token: string; userId: string };
}

async function main() {
  const database = await createDatabase(ADMIN_URL, 'ns_bench');
  const app = await startApp({ DATABASE_URL: database.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  try {
    const started = Date.now();
    const counts = await seed(pool);
    console.log(`seeded in ${Date.now() - started} ms:`, counts);

    const admin = await login(app.url, ADMIN);
    const member = await login(app.url, { email: 'bench1@example.test', password: PASSWORD });
    const newest = await pool.query(`select r.id, m.conversation_id, m.seq from reports r join messages m on m.id = r.message_id where r.status = 'open' order by r.created_at desc limit 1`);
    const { id: reportId, conversation_id: conversationId, seq } = newest.rows[0];

    const queue = await (await fetch(`${app.url}/api/admin/reports?status=open`, { headers: { Authorization: `Bearer ${admin.token}` } })).json();
    console.log(`queue: ${queue.groups.length} groups (first holds ${queue.groups[0]?.openCount}), ${queue.flaggedMessages.length} flagged, ${queue.profileTexts.length} texts`);

    const results: Record<string, ReturnType<typeof stats>> = {};
    results['HTTP GET /api/admin/reports (queue)'] = await timeHttp(`${app.url}/api/admin/reports?status=open`, admin.token);
    results['HTTP GET /api/admin/reports/{id} (evidence)'] = await timeHttp(`${app.url}/api/admin/reports/${reportId}`, admin.token);
    results['HTTP GET /api/admin/reports?status=closed'] = await timeHttp(`${app.url}/api/admin/reports?status=closed`, admin.token);
    results['HTTP GET /api/chats (reference: chat list)'] = await timeHttp(`${app.url}/api/chats`, member.token);

    const client = await pool.connect();
    try {
      results['SQL queue grouping, indexed'] = await timeSql(client, GROUP_SQL);
      results['SQL message context, indexed'] = await timeSql(client, CONTEXT_SQL, [conversationId, seq]);
      const plan = await client.query(`explain (analyze, timing off, summary on) ${GROUP_SQL}`);
      const contextPlan = await client.query(`explain (analyze, timing off, summary on) ${CONTEXT_SQL}`, [conversationId, seq]);
      await client.query('begin');
      await client.query('drop index reports_open_group_idx');
      await client.query('drop index reports_status_created_idx');
      await client.query('drop index messages_conversation_seq_unique');
      results['SQL queue grouping, without its indexes'] = await timeSql(client, GROUP_SQL);
      results['SQL message context, without its index'] = await timeSql(client, CONTEXT_SQL, [conversationId, seq]);
      await client.query('rollback');
      console.log(`\nEXPLAIN ANALYZE queue grouping:\n${plan.rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`);
      console.log(`\nEXPLAIN ANALYZE message context:\n${contextPlan.rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`);
    } finally {
      client.release();
    }
    console.log(`\n${counts.messages} messages, ${counts.open_reports} open reports (${counts.reports} in all), ${RUNS} runs each:`);
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
