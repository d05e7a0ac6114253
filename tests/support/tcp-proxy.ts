import { createServer, connect, type Socket } from 'node:net';

export interface TcpProxy {
  /** `host:port` to give the app instead of the real server's. */
  port: number;
  /** An outage: every open connection is destroyed and new ones are refused until `restore()`. */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

/**
 * A TCP relay in front of a real server (PostgreSQL, Redis) on 127.0.0.1, so a test can take the
 * server away from an app and give it back without touching the server itself.
 */
export async function startTcpProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let down = false;
  const track = (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  };
  const server = createServer((client) => {
    if (down) {
      client.destroy();
      return;
    }
    const upstream = connect(targetPort, targetHost);
    track(client);
    track(upstream);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const cut = () => {
    down = true;
    for (const socket of open) socket.destroy();
  };
  return {
    port,
    cut,
    restore() {
      down = false;
    },
    close() {
      cut();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
