import { sql } from 'drizzle-orm';
import { getDb } from '../db';
import { withTimeout } from './with-timeout';

const PROBE_TIMEOUT_MS = 1_000;
const shared = globalThis as unknown as { __nsDbProbe?: Promise<boolean> };

/**
 * One `select 1`, bounded to a second. Probes that arrive while one is running share it, so a
 * load balancer polling a node whose database is gone cannot pile queries up in the pool.
 */
export function databaseReachable(): Promise<boolean> {
  shared.__nsDbProbe ??= withTimeout(
    getDb()
      .then((db) => db.execute(sql`select 1`))
      .then(() => true)
      .catch(() => false),
    PROBE_TIMEOUT_MS,
    false,
  ).finally(() => {
    shared.__nsDbProbe = undefined;
  });
  return shared.__nsDbProbe;
}
