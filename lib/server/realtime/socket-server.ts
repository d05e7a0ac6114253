import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { sessionFromToken } from '../auth/session';
import type { Config } from '../config';
import { registerChatEvents } from './chat-events';
import { log } from '../logger';

export const userRoom = (userId: string) => `user:${userId}`;

const shared = globalThis as unknown as { __nsIo?: Server };

/** For services: the socket.io server of this process, if one is running. */
export function io(): Server | undefined {
  return shared.__nsIo;
}

export function emitToUser(userId: string, event: string, payload: unknown): void {
  shared.__nsIo?.to(userRoom(userId)).emit(event, payload);
}

/**
 * Emits to every socket of a user (on any node, through the adapter) and resolves with the
 * acknowledgements that came back within `timeoutMs`: an empty list when nobody was connected
 * or nobody answered in time.
 */
export function emitToUserWithAck(userId: string, event: string, payload: unknown, timeoutMs: number): Promise<unknown[]> {
  const server = shared.__nsIo;
  if (!server) return Promise.resolve([]);
  return new Promise((resolve) => {
    server
      .to(userRoom(userId))
      .timeout(timeoutMs)
      .emit(event, payload, (_timedOut: Error | null, responses: unknown[] | null) => resolve(responses ?? []));
  });
}

export interface SocketData {
  userId: string;
}

/**
 * socket.io on /socket.io/: the token is checked in the handshake and each socket sits in its own
 * user's room only, whatever id a `join` event names.
 */
export async function startSocketServer(httpServer: HttpServer, cfg: Config): Promise<{ io: Server; close(): Promise<void> }> {
  const server = new Server<Record<string, (...args: never[]) => void>, Record<string, (...args: never[]) => void>, Record<string, never>, SocketData>(
    httpServer,
    {
      path: '/socket.io/',
      destroyUpgrade: false,
      serveClient: false,
      maxHttpBufferSize: 64 * 1024,
      cors: { origin: cfg.appUrl, credentials: false },
    },
  );
  let closeRedis: (() => Promise<void>) | undefined;
  if (cfg.redisUrl) closeRedis = await attachRedisAdapter(server, cfg.redisUrl);

  server.use(async (socket, next) => {
    const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : undefined;
    try {
      const session = await sessionFromToken(token);
      socket.data.userId = session.user.id;
      next();
    } catch (error) {
      next(new Error(error instanceof Error ? error.message : 'unauthorized'));
    }
  });

  server.on('connection', (socket: Socket) => {
    const userId = (socket.data as SocketData).userId;
    void socket.join(userRoom(userId));
    // The client's join event is honoured only for its own id; any other id changes nothing.
    socket.on('join', () => void socket.join(userRoom(userId)));
    registerChatEvents(socket);
  });

  shared.__nsIo = server as unknown as Server;
  return {
    io: server as unknown as Server,
    async close() {
      shared.__nsIo = undefined;
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await closeRedis?.();
    },
  };
}

async function attachRedisAdapter(server: Server, url: string): Promise<() => Promise<void>> {
  const { createClient } = await import('redis');
  const { createAdapter } = await import('@socket.io/redis-adapter');
  const pub = createClient({ url });
  const sub = pub.duplicate();
  pub.on('error', (err) => log().error({ err }, '[redis] publisher error'));
  sub.on('error', (err) => log().error({ err }, '[redis] subscriber error'));
  await Promise.all([pub.connect(), sub.connect()]);
  server.adapter(createAdapter(pub, sub));
  log().info('[realtime] socket.io rooms shared through Redis');
  return async () => {
    await Promise.allSettled([pub.quit(), sub.quit()]);
  };
}
