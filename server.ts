import { EventEmitter } from 'node:events';
import { createServer } from 'node:http';
import nextEnv from '@next/env';
import next from 'next';
import { ensureConfiguredAdmin } from './lib/server/auth/ensure-admin';
import { clientIpOf } from './lib/server/client-ip';
import { config, ConfigError, paypalStartupWarning } from './lib/server/config';
import { closeDatabase, database } from './lib/server/db';
import { createApiDispatcher } from './lib/server/api-dispatch';
import { CLIENT_IP_HEADER } from './lib/server/http';
import { log } from './lib/server/logger';
import { startOutboxWorker } from './lib/server/mail/sender';
import { photoStorage } from './lib/server/photos/storage';
import { refuseUnservable } from './lib/server/request-guard';
import { startSocketServer } from './lib/server/realtime/socket-server';
import { securityHeaders } from './lib/server/security/headers';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  // .env files are read before the configuration is parsed, the same way Next reads them.
  nextEnv.loadEnvConfig(process.cwd(), process.env.NODE_ENV !== 'production', { info: () => undefined, error: (message: string) => log().error(message) });
  const cfg = config();
  const paypalWarning = paypalStartupWarning(cfg);
  if (paypalWarning) log().warn(paypalWarning);
  const db = await database();
  await ensureConfiguredAdmin();
  // A missing bucket stops the start with one clear line, rather than a 500 on the first upload.
  await photoStorage().verify();

  const dev = !cfg.isProduction;
  // Next attaches its own upgrade listener to the server it is given; give it a stand-in so
  // socket.io keeps /socket.io/ and only other upgrades (dev HMR) reach Next.
  const nextUpgrades = new EventEmitter();
  const app = next({ dev, hostname: 'localhost', port: cfg.port, httpServer: nextUpgrades as never });
  const handle = app.getRequestHandler();
  await app.prepare();
  const headers = securityHeaders(cfg);
  // Development keeps every route in Next for hot reload; production serves the API directly.
  const dispatchApi = dev ? undefined : createApiDispatcher((await import('virtual:api-routes')).apiRoutes);

  const httpServer = createServer((req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    const refused = refuseUnservable(req);
    if (refused) {
      res.writeHead(refused.status, refused.headers).end(refused.body);
      return;
    }
    req.headers[CLIENT_IP_HEADER] = clientIpOf(req, cfg.trustProxy);
    const served = dispatchApi ? dispatchApi(req, res) : Promise.resolve(false);
    served
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
  const outboxWorker = startOutboxWorker();

  await new Promise<void>((resolve) => httpServer.listen(cfg.port, cfg.host, resolve));
  const address = httpServer.address();
  const port = typeof address === 'object' && address ? address.port : cfg.port;
  log().info(`[server] ready on http://localhost:${port} (${dev ? 'development' : 'production'}, ${db.kind} database)`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log().info(`[server] ${signal}: finishing in-flight requests`);
    const drained = new Promise<void>((resolve) => httpServer.close(() => resolve()));
    httpServer.closeIdleConnections();
    await realtime.close();
    const force = setTimeout(() => httpServer.closeAllConnections(), SHUTDOWN_GRACE_MS);
    await drained;
    clearTimeout(force);
    await outboxWorker.stop();
    await app.close();
    await closeDatabase();
    log().info('[server] stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    log().fatal(error.message);
  } else {
    log().fatal({ err: error }, '[server] failed to start');
  }
  process.exit(1);
});
