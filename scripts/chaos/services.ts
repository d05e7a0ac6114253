/**
 * Stopping and starting the machine's PostgreSQL and Redis for scenarios 3 and 4. The commands
 * default to the Debian packages' (the local cluster from /etc/postgresql, a bare redis-server)
 * and can be replaced with CHAOS_PG_STOP / CHAOS_PG_START / CHAOS_REDIS_STOP / CHAOS_REDIS_START.
 */
import { execSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import pg from 'pg';
import { createClient } from 'redis';
import { pause } from './load';

function postgresVersion(): string {
  const versions = readdirSync('/etc/postgresql').filter((v) => /^\d+$/.test(v));
  if (versions.length === 0) throw new Error('No local PostgreSQL cluster in /etc/postgresql: set CHAOS_PG_STOP and CHAOS_PG_START.');
  return versions.sort((a, b) => Number(b) - Number(a))[0];
}

export const commands = {
  pgStop: () => process.env.CHAOS_PG_STOP ?? `pg_ctlcluster --skip-systemctl-redirect ${postgresVersion()} main stop -m fast`,
  pgStart: () => process.env.CHAOS_PG_START ?? `pg_ctlcluster --skip-systemctl-redirect ${postgresVersion()} main start`,
  redisStop: () => process.env.CHAOS_REDIS_STOP ?? 'redis-cli -p 6379 shutdown nosave',
  redisStart: () =>
    process.env.CHAOS_REDIS_START ??
    'redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log',
};

export function run(command: string): void {
  execSync(command, { stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 });
}

/**
 * One query on a connection of its own, closed at once: a connection kept open would be cut
 * when a scenario stops PostgreSQL.
 */
export async function query<T extends object>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function redisAnswers(url: string): Promise<boolean> {
  const client = createClient({ url, socket: { connectTimeout: 2000, reconnectStrategy: false } });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    await client.quit().catch(() => undefined);
  }
}

/**
 * Whatever a scenario did, PostgreSQL and Redis answer again before the suite goes on or exits:
 * if one does not, its start command is run (again) and it is waited for.
 */
export async function ensureServicesUp(databaseUrl: string, redisUrl: string, say: (line: string) => void): Promise<void> {
  const services = [
    { name: 'PostgreSQL', answers: () => postgresAnswers(databaseUrl), start: commands.pgStart },
    { name: 'Redis', answers: () => redisAnswers(redisUrl), start: commands.redisStart },
  ];
  for (const service of services) {
    if (await service.answers()) continue;
    say(`${service.name} does not answer: starting it`);
    try {
      run(service.start());
    } catch (error) {
      say(`${service.name} start command failed: ${(error as Error).message}`);
    }
    const deadline = Date.now() + 60_000;
    while (!(await service.answers())) {
      if (Date.now() > deadline) throw new Error(`${service.name} still does not answer after its start command`);
      await pause(500);
    }
  }
}
