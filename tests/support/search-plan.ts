/**
 * Run by tests/integration/search-index.test.ts in a child process (PGlite needs the ESM dynamic
 * imports jest's VM lacks): `tsx tests/support/search-plan.ts <pglite|postgres> <term>`. Migrates
 * an empty database with the app's start-up code (`openDatabase`, which loads PGlite's pg_trgm),
 * writes 5 000 members, three of them named Zubaydah, and prints as one JSON object the indexes
 * on `users`, the members the app's first-name condition finds for the term, and the plan
 * PostgreSQL chooses for it. PostgreSQL is the server TEST_DATABASE_URL names (a database of its own).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { openDatabase } from '@/lib/server/db';
import { firstNameMatchSql, firstNamePattern } from '@/lib/server/users/list-query';
import { users } from '@/models';
import { createDatabase } from './test-database';

const MEMBERS = 5000;

async function main() {
  const [kind, term] = process.argv.slice(2);
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (kind === 'postgres' && !adminUrl) throw new Error('postgres needs TEST_DATABASE_URL');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ns-search-'));
  const server = kind === 'postgres' ? await createDatabase(adminUrl!, 'ns_search', { empty: true }) : undefined;
  try {
    const database = await openDatabase({ dataDir, databaseUrl: server?.url });
    try {
      const { db } = database;
      await db.execute(sql`insert into users (email, password_hash, first_name, last_name, gender, status)
        select 'search' || i || '@example.test', 'x', case when i in (10, 2000, 4000) then 'Zubaydah' else 'Name' || i end, 'Member',
               case when i % 2 = 0 then 'female' else 'male' end, 'student'
        from generate_series(1, ${MEMBERS}::int) as i`);
      // As autovacuum leaves a table that grew: statistics taken, the trigram index's pending list merged.
      await db.execute(sql`vacuum analyze users`);
      const condition = and(eq(users.gender, 'female'), firstNameMatchSql(firstNamePattern(term)));
      const found = await db.select({ firstName: users.firstName }).from(users).where(condition);
      const plan = await db.execute<{ 'QUERY PLAN': string }>(sql`explain ${db.select({ id: users.id }).from(users).where(condition)}`);
      const indexes = await db.execute<{ name: string }>(sql`select indexname as name from pg_indexes where tablename = 'users' order by 1`);
      process.stdout.write(
        JSON.stringify({
          indexes: indexes.rows.map((row) => row.name),
          found: found.map((row) => row.firstName),
          plan: plan.rows.map((row) => row['QUERY PLAN']).join('\n'),
        }),
      );
    } finally {
      await database.close();
    }
  } finally {
    await server?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
