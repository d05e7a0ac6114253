// @ownDatabase none
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../support/app-server';

/**
 * ops/haproxy.cfg's node cookie (long-polling stickiness) is Secure whenever the site is served
 * over TLS: HAProxy terminating it (HAPROXY_TLS_CERT) or a proxy in front (HAPROXY_BEHIND_TLS).
 * Real HAProxy with the real file, in front of a stand-in node.
 */
jest.setTimeout(60_000);

const HAPROXY_BIN = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy';
const CONFIG = path.join(process.cwd(), 'ops', 'haproxy.cfg');
let node: Server;
let nodeAddress: string;
const dir = mkdtempSync(path.join(tmpdir(), 'ns-haproxy-'));

beforeAll(async () => {
  // Answers the readiness check and everything else with 200.
  node = createServer((_req, res) => res.end('ok'));
  const port = await freePort();
  await new Promise<void>((resolve) => node.listen(port, '127.0.0.1', resolve));
  nodeAddress = `127.0.0.1:${port}`;
});
afterAll(async () => {
  await new Promise((resolve) => node.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

async function withHaproxy<T>(env: Record<string, string>, use: (port: number) => Promise<T>): Promise<T> {
  const [port, statsPort] = await Promise.all([freePort(), freePort()]);
  const fullEnv = { ...process.env, HAPROXY_BIND: `127.0.0.1:${port}`, HAPROXY_STATS_BIND: `127.0.0.1:${statsPort}`, NODE_A: nodeAddress, NODE_B: nodeAddress, ...env };
  const check = spawnSync(HAPROXY_BIN, ['-c', '-q', '-f', CONFIG], { env: fullEnv, encoding: 'utf8' });
  expect(check.status).toBe(0);
  const child: ChildProcess = spawn(HAPROXY_BIN, ['-db', '-f', CONFIG], { env: fullEnv, stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await listening(port);
    return await use(port);
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

async function listening(port: number): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(() => resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`HAProxy never listened on ${port}`);
}

const POLLING = '/socket.io/?EIO=4&transport=polling';

async function plainCookie(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}${POLLING}`);
  await response.arrayBuffer();
  return response.headers.get('set-cookie') ?? '';
}

function tlsCookie(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    // The test's own certificate, made a moment ago: nothing to verify it against.
    const req = httpsRequest({ host: '127.0.0.1', port, path: POLLING, rejectUnauthorized: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(String(res.headers['set-cookie'] ?? '')));
    });
    req.once('error', reject);
    req.end();
  });
}

describe("HAProxy's node cookie", () => {
  it('is HttpOnly and not Secure on plain HTTP, so local clusters keep working', async () => {
    const cookie = await withHaproxy({}, plainCookie);
    expect(cookie).toMatch(/^nsnode=[ab];/);
    expect(cookie.toLowerCase()).toContain('httponly');
    expect(cookie.toLowerCase()).not.toContain('secure');
  });

  it('is Secure when TLS terminates in front of HAProxy', async () => {
    const cookie = await withHaproxy({ HAPROXY_BEHIND_TLS: '1' }, plainCookie);
    expect(cookie).toMatch(/^nsnode=[ab];/);
    expect(cookie.toLowerCase()).toContain('; secure');
  });

  it('is Secure when HAProxy terminates TLS itself', async () => {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    const made = spawnSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=localhost'], { encoding: 'utf8' });
    expect(made.status).toBe(0);
    const pem = path.join(dir, 'site.pem');
    writeFileSync(pem, readFileSync(cert, 'utf8') + readFileSync(key, 'utf8'));
    const cookie = await withHaproxy({ HAPROXY_TLS_CERT: pem }, tlsCookie);
    expect(cookie).toMatch(/^nsnode=[ab];/);
    expect(cookie.toLowerCase()).toContain('; secure');
  });
});
