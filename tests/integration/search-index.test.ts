import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * drizzle/0016_first_name_search.sql (issue 26): Find Matches' first-name search is a substring
 * match, and a trigram index (pg_trgm) serves it instead of a read of every member. A database
 * migrated by the app's start-up code has the index, on PGlite (which must be opened with the
 * extension) and, with TEST_DATABASE_URL, on PostgreSQL; the app's condition finds the names that
 * hold the term and is planned on that index. Run in a child (tests/support/search-plan.ts), as
 * PGlite needs the ESM loader jest lacks.
 */
const engine = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const TSX = path.join('node_modules', '.bin', 'tsx');

async function searchPlan(term: string): Promise<{ indexes: string[]; found: string[]; plan: string }> {
  const { stdout } = await promisify(execFile)(TSX, ['tests/support/search-plan.ts', engine, term], { env: { ...process.env, LOG_LEVEL: 'silent' } });
  return JSON.parse(stdout);
}

it(`finds a rare first name through the trigram index (${engine})`, async () => {
  const { indexes, found, plan } = await searchPlan('ubayd');
  expect(indexes).toContain('users_first_name_trgm_idx');
  // A btree on (gender, lower(first_name)) served no substring search: 0016 dropped it.
  expect(indexes).not.toContain('users_gender_first_name_idx');
  expect(found).toEqual(['Zubaydah', 'Zubaydah', 'Zubaydah']);
  expect(plan).toMatch(/Bitmap Index Scan on users_first_name_trgm_idx/);
  expect(plan).not.toMatch(/Seq Scan on users/);
}, 180_000);
