/**
 * Benchmark of password work against the event loop, not a test: `npm run bench:passwords`.
 *
 * Against the built server: BENCH_BOGUS made-up set-password links in parallel, then BENCH_LOGINS
 * right-password logins in parallel (each a cost-12 bcrypt verification), each with one
 * `/api/health` sent alongside. Prints when the last of the batch answered and when health did:
 * with hashing off the event loop and made-up links refused before any hashing, health answers
 * in milliseconds whatever the batch costs.
 * Env: BENCH_BOGUS (40), BENCH_LOGINS (16), BENCH_LABEL, SERVER_OUT_DIR, NEXT_DIST_DIR.
 */
import { startApp } from '../tests/support/app-server';
import { registerMember } from '../tests/support/factories';
import { client } from '../tests/support/http-client';

const BOGUS = Number(process.env.BENCH_BOGUS ?? 40);
const LOGINS = Number(process.env.BENCH_LOGINS ?? 16);
const LABEL = process.env.BENCH_LABEL ?? 'this build';

async function batchWithHealth(baseUrl: string, send: (i: number) => Promise<Response>, count: number) {
  const started = performance.now();
  const timed = async (request: Promise<Response>) => {
    const response = await request;
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  };
  const batch = Array.from({ length: count }, (_, i) => timed(send(i)));
  const health = await timed(fetch(`${baseUrl}/api/health`));
  const replies = await Promise.all(batch);
  const statuses = replies.reduce<Record<number, number>>((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});
  return { 'last answer (ms)': Math.round(Math.max(...replies.map((r) => r.ms))), 'health (ms)': Math.round(health.ms), statuses: JSON.stringify(statuses) };
}

const post = (url: string, body: unknown) => fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

async function main() {
  const app = await startApp();
  try {
    const member = await registerMember(client(app.url));
    const { email, password } = member.payload as { email: string; password: string };
    const bogus = await batchWithHealth(app.url, (i) => post(`${app.url}/api/auth/set-password`, { token: `made-up-${i}`, password: 'A long and unusual passphrase 2026' }), BOGUS);
    const logins = await batchWithHealth(app.url, () => post(`${app.url}/api/auth/login`, { email, password }), LOGINS);
    console.log(`\n${LABEL}`);
    console.table({ [`${BOGUS} made-up set-password links`]: bogus, [`${LOGINS} right-password logins`]: logins });
  } finally {
    await app.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
