import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { MSG_COMMON } from '@/lib/shared/messages/common';
import type { ApiErrorBody } from '@/lib/shared/socket-events';
import { readHandshakeSession } from '../auth/held-session';
import { requireLevel } from '../auth/session';
import { forgetSessionsHere } from '../auth/session-cache';
import { deliverPending } from '../chats/deliver-pending';
import type { Config } from '../config';
import { isDatabaseUnavailable } from '../db-errors';
import { AppError, unavailable } from '../errors';
import { log } from '../logger';
import { setRedisProbe } from '../ops/redis-probe';
import { socketConnected } from '../presence/socket-connected';
import { socketDisconnected } from '../presence/socket-disconnected';
import { handshakeToken, registerChatEvents } from './chat-events';
import { attachSocketServer, sessionRoom, userRoom, type IoServer } from './emit';

/**
 * What a refused handshake carries: `connect_error`'s message plus `data`, the HTTP error body
 * (a sanctioned session's with its `sanction`, as over HTTP).
 */
function refusal(caught: unknown): Error & { data: ApiErrorBody } {
  const error = !(caught instanceof AppError) && isDatabaseUnavailable(caught) ? unavailable() : caught;
  const body: ApiErrorBody =
    error instanceof AppError ? { ...error.details?.extra, message: error.message, code: error.code } : { message: MSG_COMMON.unexpected, code: 'internal' };
  if (!(error instanceof AppError)) log().error({ err: error }, '[realtime] handshake failed');
  return Object.assign(new Error(body.message), { data: body });
}

/**
 * socket.io on /socket.io/: the handshake needs the same access as the HTTP member endpoints
 * (admins pass). Each socket sits in its own user's room and its session's room only, whatever
 * id a `join` event names; ending a session disconnects that room (realtime/emit).
 */
export async function startSocketServer(httpServer: HttpServer, cfg: Config): Promise<{ close(): Promise<void> }> {
  const server: IoServer = new Server(httpServer, {
    path: '/socket.io/',
    destroyUpgrade: false,
    serveClient: false,
    maxHttpBufferSize: 64 * 1024,
    cors: { origin: cfg.appUrl, credentials: false },
  });
  const redis = cfg.redisUrl ? await attachRedisAdapter(server, cfg.redisUrl) : undefined;
  // Another node changed a member's sessions or account: what this node keeps of them goes.
  server.on('forgetSessions', (target, done) => {
    forgetSessionsHere(target);
    done();
  });

  server.use(async (socket, next) => {
    try {
      const session = await readHandshakeSession(socket, handshakeToken(socket));
      requireLevel(session, 'member');
      socket.data.userId = session.user.id;
      socket.data.sessionId = session.sessionId;
      // Joined before the connection completes, so a session ended from now on reaches it.
      await socket.join([userRoom(session.user.id), sessionRoom(session.sessionId)]);
      await trackPresence(socket);
      // Her device is reachable now: whatever still waits as "sent" has arrived (issue 11). Done
      // before the connection completes, so the catch-up a tab reads once connected already says so.
      await deliverPending(session.user.id).catch((error: unknown) => log().error({ err: error }, '[chat] delivery on connect failed'));
      next();
    } catch (error) {
      next(refusal(error));
    }
  });

  server.on('connection', (socket) => {
    // SPEC.md section 7's `join (user id)` is accepted and changes nothing: the handshake's token
    // already put the socket in its rooms, and an id sent by the client is never trusted.
    socket.on('join', () => undefined);
    registerChatEvents(socket);
  });

  attachSocketServer(server, redis?.ready);
  return {
    async close() {
      attachSocketServer(undefined);
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await redis?.close();
    },
  };
}

/**
 * Presence in the database (missed-message emails), written before the connection completes so
 * a connected client is already counted online. Its end is taken from the socket's disconnect or
 * the transport's close, whichever comes first: a client that leaves during the handshake gets
 * no disconnect event.
 */
async function trackPresence(socket: Parameters<Parameters<IoServer['use']>[0]>[0]): Promise<void> {
  const { userId } = socket.data;
  await socketConnected(userId, socket.id);
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    socketDisconnected(userId, socket.id).catch((error) => log().error({ err: error }, '[presence] disconnect not recorded'));
  };
  socket.once('disconnect', end);
  socket.conn.once('close', end);
  if (socket.conn.readyState !== 'open') end();
}

/** Retry for as long as Redis is away, backing off to two seconds: a restart must never end the adapter for good. */
const REDIS_MAX_RETRY_MS = 2_000;
const reconnectStrategy = (retries: number) => Math.min(50 * 2 ** retries, REDIS_MAX_RETRY_MS);

async function attachRedisAdapter(server: IoServer, url: string): Promise<{ ready(): boolean; close(): Promise<void> }> {
  const { createClient } = await import('redis');
  const { createAdapter } = await import('@socket.io/redis-adapter');
  const pub = createClient({ url, socket: { reconnectStrategy } });
  const sub = pub.duplicate();
  pub.on('error', (err) => log().error({ err }, '[redis] publisher error'));
  sub.on('error', (err) => log().error({ err }, '[redis] subscriber error'));
  pub.on('ready', () => log().info('[redis] publisher connected'));
  sub.on('ready', () => log().info('[redis] subscriber connected'));
  await Promise.all([pub.connect(), sub.connect()]);
  // The adapter publishes without awaiting; a publish lost with the connection would otherwise be
  // an unhandled rejection that ends the process. Sockets on this node were reached already.
  const publish = pub.publish.bind(pub);
  Object.assign(pub, {
    publish: (...args: Parameters<typeof publish>) =>
      publish(...args).catch((err: unknown) => {
        log().warn({ err }, '[redis] publish lost; cross-node delivery resumes once Redis is back');
        return 0;
      }),
  });
  server.adapter(createAdapter(pub, sub));
  setRedisProbe(async () => pub.isReady && sub.isReady && (await pub.ping()) === 'PONG');
  log().info('[realtime] socket.io rooms shared through Redis');
  return {
    ready: () => pub.isReady && sub.isReady,
    async close() {
      setRedisProbe(undefined);
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
