import { randomBytes } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db } from '@/lib/server/db';
import * as schema from '@/models';
import { startApp, type TestApp } from './app-server';
import { createTestClock, type TestClock } from './clock';
import { createDatabase, testPool } from './test-database';

export interface TwoNodes {
  nodes: [TestApp, TestApp];
  clock: TestClock;
  /** The nodes' database, for the test's own reads and writes. */
  db: Db;
  pool: pg.Pool;
  stop(): Promise<void>;
}

/**
 * Two production nodes on one PostgreSQL database of their own (TEST_DATABASE_URL, else the local
 * postgres://postgres@127.0.0.1:5432/test; it fails loudly when there is none), started side by
 * side, sharing one app clock the test moves. This process takes the same clock, so the jobs it
 * writes are due when the nodes think they are.
 */
export async function startTwoNodes(prefix: string, env: Record<string, string> = {}): Promise<TwoNodes> {
  const clock = createTestClock();
  process.env.CLOCK_OFFSET_FILE = clock.env.CLOCK_OFFSET_FILE;
  const database = await createDatabase(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test', prefix);
  const shared = { DATABASE_URL: database.url, JWT_SECRET: randomBytes(32).toString('hex'), ...clock.env, ...env };
  const started = await Promise.allSettled([startApp(shared), startApp(shared)]);
  const nodes = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const pool = testPool(database.url, 4);
  const stop = async () => {
    await Promise.all(nodes.map((node) => node.stop()));
    await pool.end();
    await database.drop();
    clock.remove();
    delete process.env.CLOCK_OFFSET_FILE;
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  return { nodes: nodes as [TestApp, TestApp], clock, db: drizzle(pool, { schema }), pool, stop };
}
