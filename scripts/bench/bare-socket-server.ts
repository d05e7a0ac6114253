/**
 * bench:sockets' reference: socket.io with nothing of the app (no auth, no database, no Next), in
 * a process of its own like the app's, each socket in its user's room as the app puts it. GET
 * /stats answers a `BareStats`. Env: BARE_PORT; prints "ready".
 */
import { createServer } from 'node:http';
import { Server } from 'socket.io';

export interface BareStats {
  sockets: number;
  rss: number;
  heapUsed: number;
  heapTotal: number;
}

const http = createServer((req, res) => {
  if (req.url !== '/stats') return void res.writeHead(404).end();
  const { rss, heapUsed, heapTotal } = process.memoryUsage();
  const stats: BareStats = { sockets: server.of('/').sockets.size, rss, heapUsed, heapTotal };
  res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(stats));
});
const server = new Server(http, { path: '/socket.io/', serveClient: false });
server.on('connection', (socket) => void socket.join(`user:${String(socket.handshake.auth.userId)}`));
http.listen(Number(process.env.BARE_PORT), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
