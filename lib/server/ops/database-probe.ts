import { sql } from 'drizzle-orm';
import type { Client } from 'pg';
import { config } from '../config';
import { getDb } from '../db';
import { log } from '../logger';
import { singleton } from '../singleton';
import { withTimeout } from './with-timeout';

const PROBE_TIMEOUT_MS = 1_000;
const shared = singleton('database-probe', (): { running?: Promise<boolean>; client?: Promise<Client> } => ({}));

/**
 * PostgreSQL is asked over a connection of the probe's own. Through the pool, a node whose ten
 * connections are all busy with requests would queue the probe behind them, time out and call a
 * busy database unreachable: the load balancer would then take every busy node out at once.
 */
function probeClient(url: string): Promise<Client> {
  shared.client ??= import('pg').then(async ({ Client }) => {
    const client = new Client({ connectionString: url, connectionTimeoutMillis: PROBE_TIMEOUT_MS, application_name: 'readiness probe' });
    client.on('error', (error) => {
      log().warn({ err: error }, '[ready] probe connection lost');
      forget(client);
    });
    await client.connect();
    return client;
  });
  return shared.client;
}

function forget(client?: Client): void {
  shared.client = undefined;
  client?.end().catch(() => undefined);
}

async function ask(): Promise<boolean> {
  const url = config().databaseUrl;
  if (!url) {
    await (await getDb()).execute(sql`select 1`);
    return true;
  }
  const pending = probeClient(url);
  try {
    await (await pending).query('select 1');
    return true;
  } catch (error) {
    // A connection that failed once is not trusted again: the next probe opens a new one.
    const client = await pending.catch(() => undefined);
    if (shared.client === pending) forget(client);
    throw error;
  }
}

/**
 * One `select 1`, bounded to a second. Probes that arrive while one is running share it, so a
 * load balancer polling a node whose database is gone cannot pile queries up.
 */
export function databaseReachable(): Promise<boolean> {
  shared.running ??= withTimeout(
    ask().catch(() => false),
    PROBE_TIMEOUT_MS,
    false,
  ).finally(() => {
    shared.running = undefined;
  });
  return shared.running;
}
