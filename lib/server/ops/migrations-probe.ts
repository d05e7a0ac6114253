import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { getDb } from '../db';
import { singleton } from '../singleton';
import { withTimeout } from './with-timeout';

const JOURNAL = path.join(process.cwd(), 'drizzle', 'meta', '_journal.json');
const PROBE_TIMEOUT_MS = 1_000;
// Once every migration is recorded it stays so for the life of the process.
const shared = singleton('migrations-probe', () => ({ done: false }));

async function allApplied(): Promise<boolean> {
  const journal = JSON.parse(await readFile(JOURNAL, 'utf8')) as { entries: { when: number }[] };
  const db = await getDb();
  const { rows } = await db.execute<{ created_at: string | number }>(sql`select created_at from drizzle.__drizzle_migrations`);
  const applied = new Set(rows.map((row) => Number(row.created_at)));
  return journal.entries.every((entry) => applied.has(entry.when));
}

/** Whether the database records every migration in drizzle/meta/_journal.json (drizzle's own table). */
export async function migrationsDone(): Promise<boolean> {
  if (shared.done) return true;
  const done = await withTimeout(
    allApplied().catch(() => false),
    PROBE_TIMEOUT_MS,
    false,
  );
  if (done) shared.done = true;
  return done;
}
