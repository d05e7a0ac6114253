// @ownDatabase embedded
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../support/app-server';
import { TEST_PAYPAL_ENV } from '../support/paypal-credentials';
import { pollUntil } from '../support/poll';

const GRACE_MS = 2000;
/** What server.ts allows after the drain delay (0 here) and the grace. */
const MARGIN_MS = 5000;

const processGroupAlive = (pgid: number) => {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * A supervisor that starts the server through `npm start`, sends SIGTERM and exits at once: the
 * server's stdout and stderr have no reader any more. Before the fix its synchronous log writes
 * retried forever and the node neither served nor exited until killed.
 */
describe('shutdown with the log reader gone', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ns-shutdown-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('ends within the grace period plus its margin', async () => {
    const port = await freePort();
    const child: ChildProcess = spawn('npm', ['start', '--silent'], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        ...(process.env.NEXT_DIST_DIR ? { NEXT_DIST_DIR: process.env.NEXT_DIST_DIR } : {}),
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        JWT_SECRET: randomBytes(32).toString('hex'),
        SMTP_URL: 'smtp://127.0.0.1:9',
        SHUTDOWN_DRAIN_DELAY_MS: '0',
        SHUTDOWN_GRACE_MS: String(GRACE_MS),
        ...TEST_PAYPAL_ENV,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so the test can signal npm, the shell and the server together, as a supervisor does.
      detached: true,
    });
    const pgid = child.pid!;
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
    try {
      await pollUntil(async () => (output.includes('[server] ready on') ? true : undefined), 60_000, 'the server to start');
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);

      child.stdout!.destroy();
      child.stderr!.destroy();
      process.kill(-pgid, 'SIGTERM');

      await pollUntil(async () => (processGroupAlive(pgid) ? undefined : true), GRACE_MS + MARGIN_MS + 5000, 'every process of the server to exit');
      await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    } finally {
      if (processGroupAlive(pgid)) process.kill(-pgid, 'SIGKILL');
    }
  }, 90_000);
});
