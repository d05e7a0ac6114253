/**
 * bench:chat's floors, in a process of their own like the app's: socket.io forwarding a message to
 * the receiver's room, with no auth and nothing else. With FLOOR_DATABASE_URL it first stores the
 * message with one single-row INSERT into the app's own `messages` table (the conversations the
 * app's run opened, numbered on from their last message), as the app must before it emits.
 * Env: FLOOR_PORT, FLOOR_DATABASE_URL (optional); prints "ready".
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import pg from 'pg';
import { Server } from 'socket.io';

const databaseUrl = process.env.FLOOR_DATABASE_URL;
// The app's pool size (lib/server/db.ts).
const pool = databaseUrl ? new pg.Pool({ connectionString: databaseUrl, max: 10 }) : undefined;
const conversations = new Map<string, { id: string; seq: number }>();

async function loadConversations() {
  if (!pool) return;
  const { rows } = await pool.query<{ id: string; user_a: string; user_b: string; last_seq: number }>(
    `select c.id, c.user_a, c.user_b, coalesce((select max(seq) from messages m where m.conversation_id = c.id), 0)::int as last_seq from conversations c`,
  );
  for (const row of rows) conversations.set(`${row.user_a}:${row.user_b}`, { id: row.id, seq: row.last_seq });
}

const pairKey = (one: string, other: string) => (one < other ? `${one}:${other}` : `${other}:${one}`);

interface Payload {
  receiverId: string;
  content: string;
  clientId: string;
}

const http = createServer();
const io = new Server(http, { path: '/socket.io/', serveClient: false });
io.on('connection', (socket) => {
  const senderId = String(socket.handshake.auth.userId);
  void socket.join(`user:${senderId}`);
  socket.on('newMessage', async (payload: Payload, ack?: (reply: unknown) => void) => {
    const message = { ...payload, senderId, _id: randomUUID(), createdAt: new Date().toISOString() };
    if (pool) {
      const conversation = conversations.get(pairKey(senderId, payload.receiverId));
      if (!conversation) return ack?.({ ok: false });
      conversation.seq += 1;
      await pool.query(
        `insert into messages (id, conversation_id, seq, sender_id, receiver_id, client_id, content, created_at) values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [message._id, conversation.id, conversation.seq, senderId, payload.receiverId, payload.clientId, payload.content, message.createdAt],
      );
    }
    io.to(`user:${payload.receiverId}`).emit('newMessage', message);
    ack?.({ ok: true, message });
  });
});

loadConversations().then(
  () => http.listen(Number(process.env.FLOOR_PORT), '127.0.0.1', () => console.log('ready')),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
process.on('SIGTERM', () => io.close(() => void (pool?.end() ?? Promise.resolve()).then(() => process.exit(0))));
