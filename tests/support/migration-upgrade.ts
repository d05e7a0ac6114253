/**
 * Run by tests/integration/migrations-upgrade.test.ts in a child process (PGlite needs the ESM
 * dynamic imports jest's VM lacks): `tsx tests/support/migration-upgrade.ts <pglite|postgres> <dump.sql>`.
 * Restores the dump, reads its rows, migrates it with the app's own start-up code (`openDatabase`),
 * migrates an empty database the same way, and prints both schemas and the rows before and after
 * as one JSON object. PostgreSQL is the server TEST_DATABASE_URL names (a database of its own each).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, openPglite } from '@/lib/server/db';
import { createDatabase } from './test-database';

type Row = Record<string, unknown>;
type Query = (text: string) => Promise<Row[]>;

const USER_SCHEMAS = `n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'`;

/** Everything a migration can change, by name, with no data and nothing that depends on the order of creation. */
const SCHEMA_QUERIES = {
  relations: `select n.nspname as schema, c.relname as name, c.relkind as kind, c.relpersistence as persistence
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where ${USER_SCHEMAS} and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f') order by 1, 2`,
  columns: `select table_schema as schema, table_name as table, column_name as column, data_type, udt_schema, udt_name,
      character_maximum_length, numeric_precision, numeric_scale, datetime_precision, is_nullable, column_default,
      is_identity, identity_generation, is_generated, generation_expression, collation_name
    from information_schema.columns c join pg_namespace n on n.nspname = c.table_schema
    where ${USER_SCHEMAS} order by 1, 2, 3`,
  constraints: `select n.nspname as schema, c.relname as table, con.conname as name, con.contype as type,
      pg_get_constraintdef(con.oid) as definition, con.condeferrable as deferrable, con.condeferred as deferred, con.convalidated as validated
    from pg_constraint con join pg_class c on c.oid = con.conrelid join pg_namespace n on n.oid = c.relnamespace
    where ${USER_SCHEMAS} order by 1, 2, 3`,
  indexes: `select schemaname as schema, tablename as table, indexname as name, indexdef as definition
    from pg_indexes i join pg_namespace n on n.nspname = i.schemaname where ${USER_SCHEMAS} order by 1, 2, 3`,
  sequences: `select schemaname as schema, sequencename as name, data_type::text, start_value::text, min_value::text, max_value::text,
      increment_by::text, cycle, cache_size::text
    from pg_sequences s join pg_namespace n on n.nspname = s.schemaname where ${USER_SCHEMAS} order by 1, 2`,
  enums: `select n.nspname as schema, t.typname as name, array_agg(e.enumlabel order by e.enumsortorder) as labels
    from pg_type t join pg_enum e on e.enumtypid = t.oid join pg_namespace n on n.oid = t.typnamespace group by 1, 2 order by 1, 2`,
  functions: `select n.nspname as schema, p.proname as name, pg_get_functiondef(p.oid) as definition
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace where ${USER_SCHEMAS} and p.prokind in ('f', 'p') order by 1, 2, 3`,
  triggers: `select c.relname as table, t.tgname as name, pg_get_triggerdef(t.oid) as definition
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
    where ${USER_SCHEMAS} and not t.tgisinternal order by 1, 2`,
  extensions: `select extname as name from pg_extension order by 1`,
  migrations: `select id, hash, created_at::text from drizzle.__drizzle_migrations order by id`,
};

async function schemaOf(query: Query): Promise<Record<string, Row[]>> {
  const schema: Record<string, Row[]> = {};
  for (const [name, text] of Object.entries(SCHEMA_QUERIES)) schema[name] = await query(text);
  return schema;
}

/** Every row of every table in `public`, as JSON, in a stable order. */
async function rowsOf(query: Query): Promise<Record<string, Row[]>> {
  const tables = await query(`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`);
  const rows: Record<string, Row[]> = {};
  for (const { name } of tables) {
    const [{ rows: all }] = await query(`select coalesce(json_agg(row_to_json(t) order by row_to_json(t)::text), '[]'::json) as rows from public."${String(name)}" t`);
    rows[String(name)] = all as Row[];
  }
  return rows;
}

interface Engine {
  /** A database holding the dump, and an empty one. */
  restored(dump: string): Promise<{ dataDir: string; databaseUrl?: string }>;
  empty(): Promise<{ dataDir: string; databaseUrl?: string }>;
  /** Reads the restored database before any migration runs. */
  read<T>(target: { dataDir: string; databaseUrl?: string }, use: (query: Query) => Promise<T>): Promise<T>;
  cleanUp(): Promise<void>;
}

function pgliteEngine(): Engine {
  const dirs: string[] = [];
  const newDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ns-upgrade-'));
    dirs.push(dir);
    return dir;
  };
  // With the app's extensions: a dump of a release whose migrations created one restores only so.
  const open = (dataDir: string) => openPglite(path.join(dataDir, 'pgdata'));
  return {
    async restored(dump) {
      const dataDir = newDir();
      const client = await open(dataDir);
      await client.exec(dump);
      await client.close();
      return { dataDir };
    },
    async empty() {
      return { dataDir: newDir() };
    },
    async read(target, use) {
      const client = await open(target.dataDir);
      try {
        return await use(async (text) => (await client.query<Row>(text)).rows);
      } finally {
        await client.close();
      }
    },
    async cleanUp() {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}

function postgresEngine(adminUrl: string): Engine {
  const databases: { drop(): Promise<void> }[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ns-upgrade-'));
  const newDatabase = async () => {
    const database = await createDatabase(adminUrl, 'ns_upgrade', { empty: true });
    databases.push(database);
    return { dataDir, databaseUrl: database.url };
  };
  const withClient = async <T>(url: string, use: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await use(client);
    } finally {
      await client.end();
    }
  };
  return {
    async restored(dump) {
      const target = await newDatabase();
      await withClient(target.databaseUrl, (client) => client.query(dump));
      return target;
    },
    empty: newDatabase,
    read: (target, use) => withClient(target.databaseUrl!, (client) => use(async (text) => (await client.query<Row>(text)).rows)),
    async cleanUp() {
      for (const database of databases) await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function migrated(target: { dataDir: string; databaseUrl?: string }) {
  const database = await openDatabase({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
  const query: Query = async (text) => (await database.db.execute(sql.raw(text))).rows as Row[];
  try {
    return { schema: await schemaOf(query), rows: await rowsOf(query) };
  } finally {
    await database.close();
  }
}

async function main() {
  const [kind, dumpFile] = process.argv.slice(2);
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (kind === 'postgres' && !adminUrl) throw new Error('postgres needs TEST_DATABASE_URL');
  const engine = kind === 'postgres' ? postgresEngine(adminUrl!) : pgliteEngine();
  try {
    const restored = await engine.restored(readFileSync(dumpFile, 'utf8'));
    const before = await engine.read(restored, rowsOf);
    const upgraded = await migrated(restored);
    const fresh = await migrated(await engine.empty());
    process.stdout.write(JSON.stringify({ before, upgraded, fresh }));
  } finally {
    await engine.cleanUp();
  }
}

await main();
