import { EventEmitter } from 'node:events';
import { createServer } from 'node:http';
import nextEnv from '@next/env';
import next from 'next';
import { assertAdminSettings, ensureConfiguredAdmin } from './lib/server/auth/ensure-admin';
import { clientIpOf } from './lib/server/client-ip';
import { config, ConfigError, hashingStartupWarning, paypalStartupWarning } from './lib/server/config';
import { closeDatabase, database } from './lib/server/db';
import { createApiDispatcher } from './lib/server/api-dispatch';
import { importApiRoutes } from './lib/server/api-route-table';
import { CLIENT_IP_HEADER } from './lib/server/http';
import { log } from './lib/server/logger';
import { startJobs } from './lib/server/jobs/registry';
import { isDraining, startDraining } from './lib/server/ops/draining';
import { observeHttpRequest } from './lib/server/ops/http-metrics';
import { photoStorage } from './lib/server/photos/storage';
import { refuseUnservable } from './lib/server/request-guard';
import { startSocketServer } from './lib/server/realtime/socket-server';
import { securityHeaders } from './lib/server/security/headers';
import { prerenderedPagePolicies } from './lib/server/security/prerendered-page-policies';

/** While draining, idle keep-alive connections are closed this often, so each closes once its last answer is out. */
const IDLE_SWEEP_MS = 250;
/** After the drain delay and the grace for requests, the rest of the shutdown (sockets, jobs, database) gets this long. */
const SHUTDOWN_MARGIN_MS = 5000;

async function main() {
  // .env files are read before the configuration is parsed, the same way Next reads them.
  nextEnv.loadEnvConfig(process.cwd(), process.env.NODE_ENV !== 'production', { info: () => undefined, error: (message: string) => log().error(message) });
  const cfg = config();
  const paypalWarning = paypalStartupWarning(cfg);
  if (paypalWarning) log().warn(paypalWarning);
  const hashingWarning = hashingStartupWarning(cfg);
  if (hashingWarning) log().warn(hashingWarning);
  // A weak admin password stops the start before the database is touched.
  assertAdminSettings(cfg.admin);
  const dev = !cfg.isProduction;
  // Next attaches its own upgrade listener to the server it is given; give it a stand-in so
  // socket.io keeps /socket.io/ and only other upgrades (dev HMR) reach Next.
  const nextUpgrades = new EventEmitter();
  const app = next({ dev, hostname: 'localhost', port: cfg.port, httpServer: nextUpgrades as never });
  const handle = app.getRequestHandler();
  // Next loads its server while the database opens: the embedded one spends much of its start
  // waiting on its files and on WebAssembly compiled in the background, time Next's loading can use.
  const [db] = await Promise.all([database(), app.prepare()]);
  await ensureConfiguredAdmin();
  // A missing bucket stops the start with one clear line, rather than a 500 on the first upload.
  await photoStorage().verify();
  // A build without its pages' hashes stops here, not at each page.
  const prerenderedPolicy = prerenderedPagePolicies(cfg);
  const headers = securityHeaders(cfg);
  // Every /api request, in development as in production, goes to the dispatcher and never to
  // Next: the same route table (lib/server/api-route-table.ts), imported from source here in
  // development and bundled into dist/server.js for production.
  const apiRoutes = dev ? await importApiRoutes(process.cwd()) : (await import('virtual:api-routes')).apiRoutes;
  const dispatchApi = createApiDispatcher(apiRoutes);

  const httpServer = createServer((req, res) => {
    observeHttpRequest(req, res, dispatchApi.patternOf);
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    // A client keeping its connection to a draining node would keep coming back to it.
    if (isDraining()) res.setHeader('Connection', 'close');
    const refused = refuseUnservable(req);
    if (refused) {
      res.writeHead(refused.status, refused.headers).end(refused.body);
      return;
    }
    req.headers[CLIENT_IP_HEADER] = clientIpOf(req, cfg.trustProxy);
    if (prerenderedPolicy(req, res)) return;
    dispatchApi(req, res)
      .then((done) => (done ? undefined : handle(req, res)))
      .catch((error) => {
        log().error({ err: error }, '[http] request failed');
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ message: 'An unexpected error occurred.', code: 'internal' }));
      });
  });
  httpServer.on('upgrade', (req, socket, head) => {
    if (!req.url?.startsWith('/socket.io/')) nextUpgrades.emit('upgrade', req, socket, head);
  });

  const realtime = await startSocketServer(httpServer, cfg);
  const jobs = startJobs();

  await new Promise<void>((resolve) => httpServer.listen(cfg.port, cfg.host, resolve));
  const address = httpServer.address();
  const port = typeof address === 'object' && address ? address.port : cfg.port;
  log().info(`[server] ready on http://localhost:${port} (${dev ? 'development' : 'production'}, ${db.kind} database)`);

  const { drainDelayMs, graceMs } = cfg.shutdown;
  const shutdownDeadlineMs = drainDelayMs + graceMs + SHUTDOWN_MARGIN_MS;
  /** A step that fails is logged and the shutdown goes on: the process must still exit. */
  const step = async (what: string, action: () => Promise<unknown>) => {
    openStep = what;
    log().info(`[server] shutdown: ${what}`);
    await action().catch((error: unknown) => log().error({ err: error }, `[server] shutdown: ${what} failed`));
  };
  let stopping = false;
  let openStep = 'draining';
  // The order matters: the load balancer must see the node unready before it stops listening,
  // and the database closes only after everything that uses it (requests, sockets, the jobs).
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Whatever hangs (a dependency that never answers, a step that never settles), the process
    // ends: a supervisor must never find a node that neither serves nor exits.
    setTimeout(() => {
      log().error(`[server] shutdown: still "${openStep}" after ${shutdownDeadlineMs} ms, exiting`);
      process.exit(1);
    }, shutdownDeadlineMs);
    startDraining();
    log().info(`[server] ${signal}: readiness off (draining); still serving for ${drainDelayMs} ms so the load balancer takes this node out`);
    await new Promise((resolve) => setTimeout(resolve, drainDelayMs));
    await step('no longer accepting connections, finishing in-flight requests', async () => {
      const drained = new Promise<void>((resolve) => httpServer.close(() => resolve()));
      const sweep = setInterval(() => httpServer.closeIdleConnections(), IDLE_SWEEP_MS);
      httpServer.closeIdleConnections();
      const force = setTimeout(() => {
        log().warn(`[server] shutdown: requests still open after ${graceMs} ms, cutting their connections`);
        httpServer.closeAllConnections();
      }, graceMs);
      await step('closing sockets (clients reconnect through the load balancer)', () => realtime.close());
      await drained;
      clearInterval(sweep);
      clearTimeout(force);
    });
    await step('stopping the background jobs (waiting for runs in progress)', () => jobs.stop());
    await step('closing Next', () => app.close());
    await step('closing the database', () => closeDatabase());
    log().info('[server] stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

// A promise rejected by a dependency outage (a Redis or database connection lost mid-command)
// is logged; it must not take down a node that otherwise keeps serving.
// A reader that went away (EPIPE) must not crash a node mid-shutdown through Next's console output.
process.stdout.on('error', () => undefined);
process.stderr.on('error', () => undefined);
process.on('unhandledRejection', (reason) => log().error({ err: reason }, '[server] unhandled rejection'));

main().catch((error) => {
  if (error instanceof ConfigError) {
    log().fatal(error.message);
  } else {
    log().fatal({ err: error }, '[server] failed to start');
  }
  process.exit(1);
});
