import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from '@/models';
import { config, type Config } from './config';
import { copyFolder } from './copy-folder';
import { log } from './logger';
import { singleton } from './singleton';

export type Db = NodePgDatabase<typeof schema>;
/** What a service receives: the database or an open transaction on it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = path.join(process.cwd(), 'drizzle');
/**
 * An embedded database created and migrated by the build (scripts/build-pglite-template.ts), as a
 * data directory in the build folder: a new data folder starts as a copy of it instead of running
 * PostgreSQL's initdb, which was most of a first start. A plain copy, not a `dumpDataDir` tarball
 * given to `loadDataDir`: PGlite wrote a tarball's 1 200 files (41 MB) through its file system
 * one chunk at a time (1.3 s of CPU in a 4 s start, after 0.4 s to gunzip it); a copy costs the
 * server no CPU while Next loads.
 */
export const PGLITE_TEMPLATE_DIR = 'pglite-template';
/** Any constant will do; it only has to be the same on every node. */
const MIGRATION_LOCK_ID = 727_001;
const POOL_CONNECT_TIMEOUT_MS = 10_000;

async function openPostgres(url: string): Promise<Database> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // A bounded wait for a connection: while the database is down, requests fail (503) instead of queueing forever.
  const pool = new Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000, connectionTimeoutMillis: POOL_CONNECT_TIMEOUT_MS });
  pool.on('error', (err) => log().error({ err }, '[db] idle client error'));
  const db = drizzle(pool, { schema });
  // Several nodes may start at once; only one may migrate at a time.
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    client.release();
  }
  return { db, kind: 'postgres', close: () => pool.end() };
}

/**
 * The embedded database's buffer cache. PGlite allocates it whole in its WebAssembly memory at
 * every start, so it is resident from the first moment: PostgreSQL's default 128 MB made the idle
 * server 422 MB. An embedded deployment is one small node, and its files stay in the operating
 * system's page cache, so a miss here costs a read from memory, not from disk.
 */
const EMBEDDED_SHARED_BUFFERS = '16MB';

/**
 * An embedded database with the extensions the migrations create: pg_trgm, for the first-name
 * search's trigram index (0016). PGlite loads an extension only when it is opened with it, and a
 * database opened without it could not write a row that index covers.
 */
export async function openPglite(dataDir?: string) {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([import('@electric-sql/pglite'), import('@electric-sql/pglite/contrib/pg_trgm')]);
  return PGlite.create(dataDir, {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`],
  });
}

/**
 * Puts the build's migrated database in a data folder that holds nothing yet, and says whether it
 * did. The copy is made beside it and renamed into place (over the empty folder), so a start cut
 * short mid-copy leaves no half a database for the next start to open.
 */
async function copyTemplate(pgdata: string): Promise<boolean> {
  const template = path.resolve(process.env.NEXT_DIST_DIR || '.next', PGLITE_TEMPLATE_DIR);
  if (!existsSync(path.join(template, 'PG_VERSION')) || (existsSync(pgdata) && readdirSync(pgdata).length > 0)) return false;
  const partial = `${pgdata}.partial`;
  await rm(partial, { recursive: true, force: true });
  await copyFolder(template, partial);
  await rename(partial, pgdata);
  return true;
}

async function openEmbedded(dataDir: string): Promise<Database> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dir = path.join(dataDir, 'pgdata');
  mkdirSync(dataDir, { recursive: true });
  if (await copyTemplate(dir)) log().info('[db] new embedded database, started from a copy of the build\'s migrated template');
  else mkdirSync(dir, { recursive: true });
  // Migrations still run after it: a template from an older build only lacks the newer ones.
  const client = await openPglite(dir);
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

export function openDatabase(cfg: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  return cfg.databaseUrl ? openPostgres(cfg.databaseUrl) : openEmbedded(cfg.dataDir);
}

const shared = singleton('database', (): { database?: Promise<Database> } => ({}));

export function database(): Promise<Database> {
  return (shared.database ??= openDatabase(config()));
}

export async function getDb(): Promise<Db> {
  return (await database()).db;
}

export async function closeDatabase(): Promise<void> {
  const pending = shared.database;
  shared.database = undefined;
  if (pending) await (await pending).close();
}
