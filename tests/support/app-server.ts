import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copyFolder } from '@/lib/server/copy-folder';
import { startMailSink, type MailSink } from './mail-sink';
import { TEST_BCRYPT_COST, TEST_PAYPAL_ENV } from './paypal-credentials';
import { createTestDatabase } from './test-database';

export interface TestApp {
  url: string;
  mail: MailSink;
  /** The DATA_DIR the server runs with (its own temporary one unless `env.DATA_DIR` names one). */
  dataDir: string;
  output(): string;
  stop(): Promise<void>;
  /** Kills the server at once (SIGKILL), as a crash would: none of its shutdown runs. Then `stop()` cleans up. */
  crash(): Promise<void>;
  /** Sends a signal (SIGTERM to watch the drain); `stop()` still cleans up afterwards. */
  signal(name: NodeJS.Signals): void;
  /** The exit code once the process has ended. */
  exited: Promise<number | null>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

// npm scripts, jest and the benchmark scripts all run from the project root.
const ROOT = process.cwd();
/** Generous limits so tests that sign many people up from 127.0.0.1 are not throttled by accident. */
const RELAXED_LIMITS = { RATE_LOGIN_PER_EMAIL: '1000', RATE_LOGIN_PER_IP: '10000', RATE_REGISTER_PER_IP: '10000', RATE_GUARDIAN_PER_IP: '10000' };

/**
 * The real production server (dist/server.js) on a free port, with a fresh database (unless
 * `env.DATABASE_URL` names one) and a real SMTP server.
 */
export async function startApp(env: Record<string, string> = {}, { execArgv = [] }: { execArgv?: string[] } = {}): Promise<TestApp> {
  const entry = path.join(ROOT, process.env.SERVER_OUT_DIR || 'dist', 'server.js');
  if (!existsSync(entry) || !existsSync(path.join(ROOT, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'))) {
    throw new Error('The app is not built: run `npm run build` (npm test does it for you).');
  }
  // An explicit DATABASE_URL means the caller shares one database between servers (and drops it).
  const [port, mail, database] = await Promise.all([freePort(), startMailSink(), env.DATABASE_URL ? undefined : createTestDatabase()]);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ns-test-'));
  // A data folder the caller names gets the migrated copy too while it holds no database yet (a
  // backup's source, the first of several starts); one that holds one (restored, or started before) is left as it is.
  const template = process.env.TEST_PGLITE_TEMPLATE;
  const pgdata = path.join(env.DATA_DIR ?? dataDir, 'pgdata');
  if (template && !database && !env.DATABASE_URL && !existsSync(pgdata)) await copyFolder(template, pgdata);
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const serverEnv: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    ...(process.env.NEXT_DIST_DIR ? { NEXT_DIST_DIR: process.env.NEXT_DIST_DIR } : {}),
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: url,
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    SMTP_URL: mail.smtpUrl,
    OUTBOX_POLL_MS: '200',
    // No load balancer to wait for: stopping a test server should not take the production drain delay.
    SHUTDOWN_DRAIN_DELAY_MS: '0',
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...RELAXED_LIMITS,
    // Production refuses to start without PayPal unless the simulator is asked for by name.
    ...TEST_PAYPAL_ENV,
    ...env,
  };
  // A test server is a test deployment: cheap password hashes save most of a registration's CPU.
  if (serverEnv.PAYPAL_MODE === 'simulator' && !env.BCRYPT_COST) serverEnv.BCRYPT_COST = TEST_BCRYPT_COST;
  const child: ChildProcess = spawn(process.execPath, [...execArgv, entry], {
    cwd: ROOT,
    env: serverEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (log += chunk));
  child.stderr!.on('data', (chunk) => (log += chunk));

  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const cleanup = async () => {
    await mail.stop();
    await database?.drop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await Promise.race([
      // Also ends on exit, so a server refused at start-up leaves no poll running behind it.
      waitFor(() => log.includes('[server] ready on') || child.exitCode !== null, 60_000),
      exited.then((code) => {
        throw new Error(`server exited with ${code}`);
      }),
    ]);
  } catch (error) {
    child.kill('SIGKILL');
    await cleanup();
    throw new Error(`${(error as Error).message}\n${log}`);
  }

  return {
    url,
    mail,
    dataDir: env.DATA_DIR ?? dataDir,
    output: () => log,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
      await cleanup();
    },
    async crash() {
      if (child.exitCode !== null) return;
      child.kill('SIGKILL');
      await exited;
    },
    signal(name) {
      child.kill(name);
    },
    exited,
  };
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
