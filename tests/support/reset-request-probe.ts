/**
 * Run in a plain node child by tests/integration/forgot-password.test.ts (PGlite needs the real
 * ESM loader jest lacks): drives the forgot-password services against a fresh embedded database
 * and prints, as JSON, the answers and the rows each step wrote.
 */
import { sql } from 'drizzle-orm';
import { requestPasswordReset } from '@/lib/server/auth/forgot-password';
import { resolvePasswordResetRequests } from '@/lib/server/auth/resolve-reset-requests';
import { closeDatabase, getDb } from '@/lib/server/db';
import { outbox, users } from '@/models';

const db = await getDb();
const member = { passwordHash: 'not-a-real-hash', firstName: 'Known', lastName: 'Member', gender: 'male', status: 'student' } as const;
await db.insert(users).values([
  { ...member, email: 'known@example.test' },
  { ...member, email: 'suspended@example.test', suspended: true },
]);

async function rowCounts(): Promise<Record<string, number>> {
  const tables = await db.execute<{ name: string }>(sql`select table_name as name from information_schema.tables where table_schema = 'public'`);
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(name)}`);
    counts[name] = Number(result.rows[0].n);
  }
  return counts;
}

/** Tables whose row count changed, with the change. */
function written(before: Record<string, number>, after: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.keys(after).flatMap((name) => (after[name] !== before[name] ? [[name, after[name] - before[name]]] : [])));
}

const start = await rowCounts();
// Different addresses, so each request creates its own rate-limit row.
const known = await requestPasswordReset('known@example.test', '192.0.2.1');
const afterKnown = await rowCounts();
const unknown = await requestPasswordReset('ghost@example.test', '192.0.2.2');
const afterUnknown = await rowCounts();
const suspended = await requestPasswordReset('suspended@example.test', '192.0.2.3');
const afterSuspended = await rowCounts();

const resolved = await resolvePasswordResetRequests();
const mail = await db.select({ to: outbox.to, kind: outbox.kind }).from(outbox);
const afterResolving = await rowCounts();

console.log(
  JSON.stringify({
    answers: { known, unknown, suspended },
    writes: {
      known: written(start, afterKnown),
      unknown: written(afterKnown, afterUnknown),
      suspended: written(afterUnknown, afterSuspended),
      resolving: written(afterSuspended, afterResolving),
    },
    resolved,
    mail,
  }),
);
await closeDatabase();
