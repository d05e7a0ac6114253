/**
 * A load-balanced cluster on one machine, for `npm run cluster` and the chaos suite: PostgreSQL
 * (the local server or DATABASE_URL), Redis, an S3 store (s3rver, in-process), an SMTP sink on a
 * fixed port, two production app nodes and HAProxy in front with ops/haproxy.cfg.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createClient } from 'redis';
import { freePort } from '../../tests/support/app-server';
import { TEST_PAYPAL_ENV } from '../../tests/support/paypal-credentials';
import { createDatabase } from '../../tests/support/test-database';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

export const HAPROXY_BIN = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy';
const ROOT = process.cwd();
export const HAPROXY_CONFIG = path.join(ROOT, 'ops', 'haproxy.cfg');
const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
const S3_BUCKET = 'ns-photos';
const S3_KEY = 'S3RVER';

/**
 * Budgets high enough that load from one address (everything comes through HAProxy from
 * 127.0.0.1) measures the cluster, not the abuse limits.
 */
const LOAD_LIMITS = {
  RATE_LOGIN_PER_EMAIL: '100000',
  RATE_LOGIN_PER_IP: '1000000',
  RATE_REGISTER_PER_IP: '1000000',
  RATE_GUARDIAN_PER_IP: '1000000',
  RATE_MESSAGES_PER_MINUTE: '100000',
  RATE_MESSAGES_PER_DAY: '1000000',
  NEW_CONTACTS_PER_DAY: '100000',
  RATE_UPLOADS_PER_HOUR: '100000',
  RATE_SUBSCRIBE_PER_HOUR: '100000',
  RATE_CONTACT_PER_IP: '100000',
};

export interface ClusterOptions {
  /** An admin URL (a database is created on it and dropped at the end) or one naming a database to use. */
  databaseUrl?: string;
  redisUrl?: string;
  /** Keep the database and the temporary folder (logs, S3 objects) after stopping. */
  keep?: boolean;
  port?: number;
  smtpPort?: number;
  /** The outbox's retry base; the chaos suite lowers it so mail queued during an outage leaves soon after. */
  outboxRetryBaseSeconds?: number;
  env?: Record<string, string>;
  say?: (line: string) => void;
}

export interface AppNode {
  name: 'a' | 'b';
  port: number;
  url: string;
  logFile: string;
  pid(): number | undefined;
  running(): boolean;
  start(): Promise<void>;
  /** Sends the signal and resolves once the process has exited (with its exit code). */
  kill(signal: NodeJS.Signals): Promise<number | null>;
  /** Resident memory in kB, from /proc/<pid>/status. */
  rssKb(): number | undefined;
}

export interface Cluster {
  url: string;
  statsUrl: string;
  dir: string;
  databaseUrl: string;
  redisUrl: string;
  jwtSecret: string;
  metricsToken: string;
  s3: { endpoint: string; bucket: string; directory: string };
  smtp: SmtpSink;
  nodes: [AppNode, AppNode];
  /** HAProxy's view of each server ("UP", "DOWN", "MAINT" ...) in a backend. */
  serverStatus(backend?: string): Promise<Record<string, string>>;
  waitForServer(name: string, status: 'UP' | 'DOWN', timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Thrown by a probe when waiting longer is pointless (the process it waits for has exited). */
class Fatal extends Error {}

async function until(what: string, timeoutMs: number, probe: () => Promise<boolean> | boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const done = await Promise.resolve()
      .then(probe)
      .catch((error: unknown) => {
        if (error instanceof Fatal) throw error;
        return false;
      });
    if (done) return;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await pause(100);
  }
}

function tail(file: string, lines = 30): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/** A readiness probe straight to one node: 200 when it takes traffic. */
export async function readiness(url: string): Promise<{ status: number; reason?: string }> {
  const response = await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(2000) });
  const body = (await response.json().catch(() => ({}))) as { reason?: string };
  return { status: response.status, reason: body.reason };
}

function assertBuilt() {
  const missing = ['dist/server.js', '.next/BUILD_ID'].filter((file) => !existsSync(path.join(ROOT, file)));
  if (missing.length) {
    throw new Error(`The app is not built (${missing.join(', ')} missing): run \`npm run build\` first.`);
  }
  if (!existsSync(HAPROXY_BIN)) throw new Error(`HAProxy is not installed at ${HAPROXY_BIN} (apt-get install haproxy, or set HAPROXY_BIN).`);
}

async function checkPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    throw new Error(`PostgreSQL does not answer at ${new URL(url).host}: ${(error as Error).message}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function checkRedis(url: string): Promise<void> {
  const client = createClient({ url, socket: { connectTimeout: 3000, reconnectStrategy: false } });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    throw new Error(`Redis does not answer at ${url}: ${(error as Error).message}`);
  } finally {
    await client.quit().catch(() => undefined);
  }
}

interface S3Server {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}

async function startS3(directory: string): Promise<{ endpoint: string; stop(): Promise<void> }> {
  // s3rver ships no types; this is the part of its API used here.
  const S3rver = createRequire(import.meta.url)('s3rver') as new (options: Record<string, unknown>) => S3Server;
  const port = await freePort();
  const server = new S3rver({ port, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: S3_BUCKET }] });
  await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, stop: () => server.close() };
}

function startNode(name: 'a' | 'b', port: number, env: NodeJS.ProcessEnv, dir: string): AppNode {
  const logFile = path.join(dir, `node-${name}.log`);
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let exited: Promise<number | null> = Promise.resolve(null);

  const node: AppNode = {
    name,
    port,
    url,
    logFile,
    pid: () => (node.running() ? child?.pid : undefined),
    running: () => child !== undefined && child.exitCode === null && child.signalCode === null,
    async start() {
      if (node.running()) return;
      const fd = openSync(logFile, 'a');
      const current = spawn(process.execPath, [path.join(ROOT, 'dist', 'server.js')], {
        cwd: ROOT,
        env: { ...env, PORT: String(port), DATA_DIR: path.join(dir, `data-${name}`) },
        stdio: ['ignore', fd, fd],
      });
      child = current;
      closeSync(fd);
      exited = new Promise((resolve) => current.once('exit', (code) => resolve(code)));
      let exitCode: number | null | undefined;
      void exited.then((code) => (exitCode = code));
      await until(`node ${name} to be ready`, 90_000, async () => {
        if (exitCode !== undefined) throw new Fatal(`node ${name} exited with ${exitCode} while starting:\n${tail(logFile)}`);
        return (await readiness(url)).status === 200;
      }).catch((error: Error) => {
        if (exitCode === undefined) current.kill('SIGKILL');
        throw new Error(exitCode === undefined ? `${error.message}\n${tail(logFile)}` : error.message);
      });
    },
    async kill(signal) {
      if (!node.running()) return child?.exitCode ?? null;
      child!.kill(signal);
      return exited;
    },
    rssKb() {
      const pid = node.pid();
      if (!pid) return undefined;
      try {
        const match = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
        return match ? Number(match[1]) : undefined;
      } catch {
        return undefined;
      }
    },
  };
  return node;
}

/** HAProxy's stats as CSV: one row per proxy and server. */
async function haproxyStats(statsUrl: string): Promise<Array<Record<string, string>>> {
  const text = await (await fetch(`${statsUrl};csv`, { signal: AbortSignal.timeout(2000) })).text();
  const [header, ...rows] = text.trim().split('\n');
  const names = header.replace(/^# /, '').split(',');
  return rows.map((row) => Object.fromEntries(row.split(',').map((value, i) => [names[i], value])));
}

function startHaproxy(env: Record<string, string>, dir: string): { child: ChildProcess; logFile: string } {
  const check = spawnSync(HAPROXY_BIN, ['-c', '-q', '-f', HAPROXY_CONFIG], { env: { ...process.env, ...env }, encoding: 'utf8' });
  if (check.status !== 0) {
    throw new Error(`HAProxy refused ${path.relative(ROOT, HAPROXY_CONFIG)}:\n${(check.stderr || check.stdout).trim()}`);
  }
  const logFile = path.join(dir, 'haproxy.log');
  const fd = openSync(logFile, 'a');
  const child = spawn(HAPROXY_BIN, ['-db', '-f', HAPROXY_CONFIG], { env: { ...process.env, ...env }, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  return { child, logFile };
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  assertBuilt();
  const say = options.say ?? (() => undefined);
  const cleanups: Array<() => Promise<void> | void> = [];
  const dir = mkdtempSync(path.join(tmpdir(), 'ns-cluster-'));
  const keep = options.keep ?? false;
  cleanups.push(() => {
    if (!keep) rmSync(dir, { recursive: true, force: true });
  });
  const cleanup = async () => {
    for (const step of cleanups.reverse()) await Promise.resolve(step()).catch(() => undefined);
    cleanups.length = 0;
  };

  try {
    const adminUrl = options.databaseUrl ?? process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
    const redisUrl = options.redisUrl ?? process.env.REDIS_URL ?? DEFAULT_REDIS_URL;
    await Promise.all([checkPostgres(adminUrl), checkRedis(redisUrl)]);

    // A URL naming a database (other than the maintenance one) is used as it is.
    const named = new URL(adminUrl).pathname.replace(/^\//, '');
    let databaseUrl = adminUrl;
    if (!named || named === 'postgres') {
      const database = await createDatabase(adminUrl, 'ns_cluster');
      databaseUrl = database.url;
      if (!keep) cleanups.push(() => database.drop());
      say(`database ${new URL(databaseUrl).pathname.slice(1)} created${keep ? ' (kept at exit)' : ''}`);
    }

    const s3Dir = path.join(dir, 's3');
    mkdirSync(s3Dir);
    const s3 = await startS3(s3Dir);
    cleanups.push(() => s3.stop());

    const smtp = await startSmtpSink(options.smtpPort ?? Number(process.env.CLUSTER_SMTP_PORT ?? 2587));
    cleanups.push(() => smtp.stop());

    const [portA, portB, haproxyPort, statsPort] = options.port
      ? [await freePort(), await freePort(), options.port, await freePort()]
      : await Promise.all([freePort(), freePort(), freePort(), freePort()]);
    const url = `http://127.0.0.1:${haproxyPort}`;
    const jwtSecret = randomBytes(32).toString('hex');
    const metricsToken = randomBytes(16).toString('hex');
    const nodeEnv: NodeJS.ProcessEnv = {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      HOST: '127.0.0.1',
      APP_URL: url,
      JWT_SECRET: jwtSecret,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      PHOTO_STORAGE: 's3',
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3_KEY,
      S3_SECRET_ACCESS_KEY: S3_KEY,
      S3_FORCE_PATH_STYLE: 'true',
      SMTP_URL: smtp.url,
      // HAProxy is the one hop in front: the nodes take the address it appends, not the client's own X-Forwarded-For.
      TRUST_PROXY: '1',
      METRICS_TOKEN: metricsToken,
      OUTBOX_POLL_MS: '500',
      ...(options.outboxRetryBaseSeconds ? { OUTBOX_RETRY_BASE_SECONDS: String(options.outboxRetryBaseSeconds) } : {}),
      ...LOAD_LIMITS,
      ...TEST_PAYPAL_ENV,
      ...options.env,
    };
    const nodes: [AppNode, AppNode] = [startNode('a', portA, nodeEnv, dir), startNode('b', portB, nodeEnv, dir)];
    cleanups.push(async () => {
      await Promise.all(
        nodes.map(async (node) => {
          const timer = setTimeout(() => void node.kill('SIGKILL'), 15_000);
          await node.kill('SIGTERM');
          clearTimeout(timer);
        }),
      );
    });
    // One after the other: the first applies the migrations the second then finds done.
    await nodes[0].start();
    await nodes[1].start();
    say(`node a ${nodes[0].url} (pid ${nodes[0].pid()}), node b ${nodes[1].url} (pid ${nodes[1].pid()})`);

    const statsUrl = `http://127.0.0.1:${statsPort}/stats`;
    const haproxy = startHaproxy(
      { HAPROXY_BIND: `127.0.0.1:${haproxyPort}`, HAPROXY_STATS_BIND: `127.0.0.1:${statsPort}`, NODE_A: `127.0.0.1:${portA}`, NODE_B: `127.0.0.1:${portB}` },
      dir,
    );
    let haproxyExit: number | null | undefined;
    const haproxyExited = new Promise<void>((resolve) =>
      haproxy.child.once('exit', (code) => {
        haproxyExit = code;
        resolve();
      }),
    );
    cleanups.push(async () => {
      if (haproxyExit === undefined) {
        haproxy.child.kill('SIGTERM');
        await haproxyExited;
      }
    });

    const serverStatus = async (backend = 'app') =>
      Object.fromEntries(
        (await haproxyStats(statsUrl)).filter((row) => row.pxname === backend && !['FRONTEND', 'BACKEND'].includes(row.svname)).map((row) => [row.svname, row.status]),
      );
    const waitForServer = (name: string, status: 'UP' | 'DOWN', timeoutMs = 30_000) =>
      until(`HAProxy to see node ${name} ${status}`, timeoutMs, async () => {
        if (haproxyExit !== undefined) throw new Fatal(`HAProxy exited with ${haproxyExit}:\n${tail(haproxy.logFile)}`);
        const [app, sockets] = await Promise.all([serverStatus('app'), serverStatus('sockets')]);
        return app[name]?.startsWith(status) === true && sockets[name]?.startsWith(status) === true;
      });
    await Promise.all(nodes.map((node) => waitForServer(node.name, 'UP')));
    say(`HAProxy ${url} (pid ${haproxy.child.pid}), stats ${statsUrl}`);

    return {
      url,
      statsUrl,
      dir,
      databaseUrl,
      redisUrl,
      jwtSecret,
      metricsToken,
      s3: { endpoint: s3.endpoint, bucket: S3_BUCKET, directory: s3Dir },
      smtp,
      nodes,
      serverStatus,
      waitForServer,
      stop: cleanup,
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}
