import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * With TEST_DATABASE_URL set, each test server gets a database of its own on that PostgreSQL
 * server, dropped afterwards; without it the server uses embedded PGlite in a temporary folder.
 */
export function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const admin = process.env.TEST_DATABASE_URL;
  return admin ? createDatabase(admin, 'ns_test') : Promise.resolve(undefined);
}

/**
 * A new database on the server `adminUrl` points at; `drop` removes it again. It is a copy of the
 * integration suite's migrated template when there is one on that server, unless `empty` is asked
 * for (a restore needs a database with nothing in it).
 */
export async function createDatabase(adminUrl: string, prefix: string, { empty = false } = {}): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const run = (statement: string) => adminQuery(adminUrl, statement);
  const template = !empty && adminUrl === process.env.TEST_DATABASE_URL ? process.env.TEST_POSTGRES_TEMPLATE : undefined;
  await run(template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/** One statement on its own connection: CREATE and DROP DATABASE cannot run inside a pool's transaction. */
export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A pool on a test database for a test's own reads and writes. `pool.end()` resolves before the
 * server has seen each connection close, so the database's drop (with force) right after can end
 * one still open, and its idle client reports "terminating connection due to administrator
 * command" (57P01). That one is expected; any other error still fails the test.
 */
export function testPool(url: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', (error) => {
    if ((error as { code?: string }).code !== '57P01') throw error;
  });
  return pool;
}
