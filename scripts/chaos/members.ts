/**
 * Real members for the chaos suite: seeded in bulk straight into the cluster's database (an
 * active subscription each, so they may chat), then logged in over HTTP through HAProxy (or, for
 * the soak's thousand sockets, given sessions minted with the cluster's secret, as
 * scripts/bench-chat.ts does), and connected with socket.io-client over WebSocket.
 */
import { randomUUID } from 'node:crypto';
import { hash as bcryptHash } from '@node-rs/bcrypt';
import jwt from 'jsonwebtoken';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import type { Ledger } from './ledger';

const PASSWORD = 'chaos suite password 2026';
let passwordHash: Promise<string> | undefined;

export interface Seeded {
  id: string;
  email: string;
}

interface ChatMessage {
  _id: string;
  senderId: string;
  receiverId: string;
  clientId: string | null;
  seq: number;
}

/** Pairs of subscribed members (a man and a woman each), inserted in three statements. */
export async function seedPairs(databaseUrl: string, pairs: number, tag: string): Promise<Seeded[]> {
  passwordHash ??= bcryptHash(PASSWORD, { cost: 12 });
  const hash = await passwordHash;
  const db = new pg.Client({ connectionString: databaseUrl });
  db.on('error', () => undefined);
  await db.connect();
  try {
    const ids = Array.from({ length: pairs * 2 }, () => randomUUID());
    const emails = ids.map((id, i) => `chaos-${tag}-${i}-${id.slice(0, 8)}@example.test`);
    await db.query(
      `insert into users (id, email, password_hash, first_name, last_name, gender, status)
       select id, email, $3, 'Chaos', 'Member', case when n % 2 = 1 then 'male' else 'female' end, 'student'
       from unnest($1::uuid[], $2::text[]) with ordinality as t(id, email, n)`,
      [ids, emails, hash],
    );
    await db.query(
      `insert into subscriptions (user_id, provider_subscription_id, status)
       select id, 'I-CHAOS-' || id, 'ACTIVE' from unnest($1::uuid[]) as t(id)`,
      [ids],
    );
    return ids.map((id, i) => ({ id, email: emails[i] }));
  } finally {
    await db.end();
  }
}

/** POST /api/auth/login through the load balancer, as the browser does. */
export async function login(url: string, member: Seeded): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: member.email, password: PASSWORD }),
    }).catch((error: Error) => error);
    if (!(response instanceof Error) && response.status === 200) return ((await response.json()) as { token: string }).token;
    if (attempt === 3) throw new Error(`login failed: ${response instanceof Error ? response.message : `${response.status} ${await response.text()}`}`);
  }
}

/** Sessions written in one statement and tokens signed as lib/server/auth/tokens.ts signs them. */
export async function mintTokens(databaseUrl: string, secret: string, members: Seeded[]): Promise<string[]> {
  const sessionIds = members.map(() => randomUUID());
  const db = new pg.Client({ connectionString: databaseUrl });
  db.on('error', () => undefined);
  await db.connect();
  try {
    await db.query(
      `insert into sessions (id, user_id, expires_at) select s, u, now() + interval '2 hours' from unnest($1::uuid[], $2::uuid[]) as t(s, u)`,
      [sessionIds, members.map((m) => m.id)],
    );
  } finally {
    await db.end();
  }
  return members.map((m, i) => jwt.sign({}, secret, { algorithm: 'HS256', subject: m.id, jwtid: sessionIds[i], audience: 'ns:session', expiresIn: '2h' }));
}

export interface ConnectOptions {
  /** Reconnect on its own, as the browser's client does (with shorter delays, to measure recovery). */
  reconnect?: boolean;
}

/**
 * One member's browser tab: a socket that acknowledges every message (which is what makes it
 * delivered), reconnects through the load balancer after losing its node, and then catches up
 * over HTTP with `?after=`, as the chat page does.
 */
export class Member {
  socket!: Socket;
  connects = 0;
  disconnects = 0;
  connectErrors = 0;
  /** Milliseconds timestamps of each disconnect and reconnect, for recovery times. */
  lastDisconnectAt = 0;
  lastConnectAt = 0;
  /** Every seq of the conversation seen (either direction) above `floor`, the last one with none missing before it. */
  private seen = new Set<number>();
  private floor = 0;

  constructor(
    readonly id: string,
    readonly token: string,
    readonly partnerId: string,
    private readonly ledger: Ledger,
    private readonly apiUrl: string,
  ) {}

  connect(url: string, options: ConnectOptions = {}): Promise<void> {
    const socket = io(url, {
      path: '/socket.io/',
      transports: ['websocket'],
      auth: { token: this.token },
      forceNew: true,
      reconnection: options.reconnect ?? true,
      reconnectionDelay: 250,
      reconnectionDelayMax: 2000,
      randomizationFactor: 0.5,
      timeout: 10_000,
    });
    this.socket = socket;
    socket.on('newMessage', (message: ChatMessage, ack?: (reply: unknown) => void) => {
      ack?.({ received: true });
      if (message.receiverId === this.id) this.receive(message, 'live');
    });
    socket.on('disconnect', () => {
      this.disconnects += 1;
      this.lastDisconnectAt = Date.now();
    });
    socket.on('connect_error', () => (this.connectErrors += 1));
    socket.on('connect', () => {
      this.connects += 1;
      this.lastConnectAt = Date.now();
      // A reconnect may have missed messages: fetch what came after the last one seen.
      if (this.connects > 1) void this.catchUp().catch(() => undefined);
    });
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('socket did not connect within 20 s')), 20_000);
      socket.once('connect', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** Waits (up to `timeoutMs`) for the socket to be connected; false if it is not. */
  async connected(timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (!this.socket.connected) {
      if (Date.now() > deadline) return false;
      await new Promise((r) => setTimeout(r, 50));
    }
    return true;
  }

  private receive(message: ChatMessage, via: 'live' | 'catch-up') {
    if (message.senderId !== this.partnerId) return;
    this.note(message.seq);
    if (message.clientId) this.ledger.delivered(message.clientId, message._id, via);
  }

  /** A seq of this conversation the member knows of: one it received, or its own acknowledged send. */
  note(seq: number) {
    this.seen.add(seq);
    while (this.seen.delete(this.floor + 1)) this.floor += 1;
  }

  /** GET /api/chats/messages/:partner?after=<seq> through the load balancer, from the first gap on. */
  async catchUp(): Promise<void> {
    for (;;) {
      const after = this.floor;
      const response = await fetch(`${this.apiUrl}/api/chats/messages/${this.partnerId}?after=${after}&limit=100`, {
        headers: { Authorization: `Bearer ${this.token}` },
        signal: AbortSignal.timeout(10_000),
      });
      if (response.status !== 200) throw new Error(`catch-up answered ${response.status}`);
      const page = (await response.json()) as ChatMessage[];
      for (const message of page) {
        if (message.receiverId === this.id) this.receive(message, 'catch-up');
        else this.note(message.seq);
      }
      if (page.length < 100 || this.floor === after) return;
    }
  }

  close() {
    this.socket?.close();
  }
}
