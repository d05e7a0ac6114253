/**
 * bench:sockets' clients, one process of several, so that holding thousands of sockets costs the
 * benchmark's processes and not the server it measures. Forked with an IPC channel: the parent
 * sends `{ type: 'open', url, auths }`, this process opens one socket per `auth` as the browser
 * does (lib/client/socket.ts: the same options, long-polling first, then the upgrade to
 * WebSocket), answers `{ type: 'status' }` with a `ClientStatus` and `{ type: 'close' }` by
 * closing them all and exiting. A socket counts as open once it is connected and upgraded.
 */
import { Agent } from 'node:http';
import { io, type Socket } from 'socket.io-client';
import { SOCKET_OPTIONS } from '../../lib/shared/constants';

export type ClientCommand = { type: 'open'; url: string; auths: Record<string, unknown>[] } | { type: 'status' } | { type: 'close' };

export interface ClientStatus {
  type: 'status';
  /** Connected, on WebSocket, and still open now. */
  open: number;
  /** Refused, timed out, or never upgraded. */
  failed: number;
  /** Opened, then lost while idle. */
  dropped: number;
  /** Every socket has either opened or failed. */
  settled: boolean;
  firstError?: string;
}

/** Handshakes in flight at once per process: enough to keep the server busy, few enough not to time out. */
const IN_FLIGHT = 64;

const sockets: Socket[] = [];
const status: ClientStatus = { type: 'status', open: 0, failed: 0, dropped: 0, settled: false };
// A browser reuses its connections for the polling requests; without an agent every poll is a new one.
const agent = new Agent({ keepAlive: true });

function openOne(url: string, auth: Record<string, unknown>): Promise<void> {
  return new Promise((resolve) => {
    // Failures are counted, not retried: a reconnecting socket would hide a refused one.
    // engine.io-client types `agent` as string | boolean, though in Node it hands it to http.request.
    const socket = io(url, { ...SOCKET_OPTIONS, auth, agent: agent as never, forceNew: true, reconnection: false });
    sockets.push(socket);
    let state: 'pending' | 'open' | 'failed' = 'pending';
    let upgradeTimer: NodeJS.Timeout | undefined;
    const finish = (error?: string) => {
      if (state !== 'pending') return;
      clearTimeout(upgradeTimer);
      state = error === undefined ? 'open' : 'failed';
      if (error === undefined) status.open += 1;
      else {
        status.failed += 1;
        status.firstError ??= error;
        // A socket left on long-polling would still weigh on the server without being counted.
        socket.close();
      }
      resolve();
    };
    socket.once('disconnect', (reason) => {
      if (state === 'pending') return finish(`closed before the upgrade: ${reason}`);
      if (state === 'failed') return;
      status.open -= 1;
      status.dropped += 1;
      status.firstError ??= `dropped: ${reason}`;
    });
    socket.io.once('open', () => socket.io.engine.once('upgradeError', (error: Error) => finish(`upgrade: ${error.message}`)));
    socket.once('connect', () => {
      if (socket.io.engine.transport.name === 'websocket') return finish();
      socket.io.engine.once('upgrade', () => finish());
      // A probe the server never answers raises no event: without a deadline its lane would wait forever.
      upgradeTimer = setTimeout(() => finish(`no upgrade within ${SOCKET_OPTIONS.timeout} ms`), SOCKET_OPTIONS.timeout);
    });
    socket.once('connect_error', (error) => finish(error.message));
  });
}

async function openAll(url: string, auths: Record<string, unknown>[]): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < auths.length) await openOne(url, auths[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, auths.length) }, lane));
  status.settled = true;
}

process.on('message', (command: ClientCommand) => {
  if (command.type === 'open') void openAll(command.url, command.auths);
  else if (command.type === 'status') process.send?.(status);
  else {
    for (const socket of sockets) socket.removeAllListeners('disconnect').close();
    agent.destroy();
    process.exit(0);
  }
});
// The parent went away (a crash, Ctrl-C): its sockets must not outlive it.
process.on('disconnect', () => process.exit(0));
