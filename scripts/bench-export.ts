/**
 * Data export benchmark (not a test): `npm run bench:export`.
 *
 * Starts the built app (SERVER_OUT_DIR, default dist) against a fresh PostgreSQL database, makes
 * two subscribed members through the real flow, writes BENCH_MESSAGES messages between them
 * straight into SQL, then downloads her export through GET /api/account/export. While the zip
 * streams it samples the server's resident memory (`process_resident_memory_bytes` of
 * /api/metrics) and prints the growth over the idle baseline, the time and the zip's size, and
 * checks that messages.json holds every message.
 *
 * Env: BENCH_DATABASE_URL (admin URL; default TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test),
 * BENCH_MESSAGES (50000), BENCH_APP_NODE_ARGS (node options for the app, e.g. "--max-old-space-size=128"
 * to show the export's memory is bounded: it finishes under a heap cap smaller than its JSON).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startApp } from '../tests/support/app-server';
import { client } from '../tests/support/http-client';
import { subscribedMember } from '../tests/support/paypal';
import { createDatabase } from '../tests/support/test-database';
import { unzip } from '../tests/support/zip';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 50_000);
const METRICS_TOKEN = randomBytes(24).toString('hex');
const MB = 1024 * 1024;

async function main() {
  const database = await createDatabase(ADMIN_URL, 'ns_bench_export');
  const app = await startApp({ DATABASE_URL: database.url, METRICS_TOKEN }, { execArgv: process.env.BENCH_APP_NODE_ARGS?.split(' ').filter(Boolean) ?? [] });
  const sql = new pg.Client({ connectionString: database.url });
  try {
    const api = client(app.url);
    const rss = async () => {
      const reply = await api.call<string>('GET', '/api/metrics', { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
      const line = reply.body.split('\n').find((l) => l.startsWith('process_resident_memory_bytes '));
      return Number(line?.split(' ')[1] ?? NaN);
    };
    const she = await subscribedMember(api, { gender: 'female' });
    const he = await subscribedMember(api);
    const opened = await api.post('/api/chats/messages', { receiverId: she.userId, content: 'Assalamu alaikum' }, he.token);
    if (opened.status !== 201) throw new Error(`first message failed: ${opened.status}`);
    const conversationId = opened.body.conversationId as string;

    await sql.connect();
    const seedStart = performance.now();
    await sql.query(
      `insert into messages (conversation_id, seq, sender_id, receiver_id, content, created_at, delivered_at, read_at)
       select $1, 1 + n, case when n % 2 = 0 then $2::uuid else $3::uuid end, case when n % 2 = 0 then $3::uuid else $2::uuid end,
              'Message ' || n || ': ' || repeat('a few words about the week, ', 3), now() - make_interval(secs => $4 - n), now(), case when n % 3 = 0 then null else now() end
       from generate_series(1, $4::int) as n`,
      [conversationId, he.userId, she.userId, MESSAGES],
    );
    await sql.query('update conversations set last_seq = $2 where id = $1', [conversationId, MESSAGES + 1]);
    console.log(`seeded ${MESSAGES.toLocaleString('en-GB')} messages in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

    // A warm-up export of a member with nothing, so the baseline includes the zip code paths loaded once.
    await fetch(`${app.url}/api/account/export`, { headers: { Authorization: `Bearer ${he.token}` } }).then((r) => r.arrayBuffer());
    const baseline = await rss();
    let peak = baseline;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, await rss());
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();

    const start = performance.now();
    const response = await fetch(`${app.url}/api/account/export`, { headers: { Authorization: `Bearer ${she.token}` } });
    if (response.status !== 200 || !response.body) throw new Error(`export failed: ${response.status}`);
    const firstByteMs = performance.now() - start;
    const chunks: Buffer[] = [];
    const reader = response.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(Buffer.from(read.value));
    const totalMs = performance.now() - start;
    sampling = false;
    await sampler;

    const zip = Buffer.concat(chunks);
    const files = await unzip(zip);
    const exported = JSON.parse(files.get('messages.json')!.toString('utf8')) as { messages: unknown[] };
    if (exported.messages.length !== MESSAGES + 1) throw new Error(`messages.json holds ${exported.messages.length}, expected ${MESSAGES + 1}`);

    console.log(`export of ${(MESSAGES + 1).toLocaleString('en-GB')} messages: first byte ${firstByteMs.toFixed(0)} ms, complete ${(totalMs / 1000).toFixed(2)} s`);
    console.log(`zip ${(zip.length / MB).toFixed(1)} MB; messages.json ${(files.get('messages.json')!.length / MB).toFixed(1)} MB uncompressed`);
    console.log(`server RSS: baseline ${(baseline / MB).toFixed(1)} MB, peak during export ${(peak / MB).toFixed(1)} MB, growth ${((peak - baseline) / MB).toFixed(1)} MB`);
  } finally {
    await sql.end().catch(() => undefined);
    await app.stop();
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
