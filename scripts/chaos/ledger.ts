import pg from 'pg';

/**
 * What happened to every message of one scenario, keyed by its clientId: sent (asked for), acknowledged
 * by the server (with the stored id it answered), delivered to the receiving client (live or by
 * catch-up) and, at the end, stored in the database.
 */
export class Ledger {
  readonly sent = new Set<string>();
  /** clientId → every message id the server's acknowledgements named (more than one is a duplicate). */
  readonly acked = new Map<string, Set<string>>();
  /** clientId → every message id the receiver saw for it. */
  readonly received = new Map<string, Set<string>>();
  readonly receivedVia = { live: new Set<string>(), 'catch-up': new Set<string>() };
  /** Acknowledgements that failed (timeout, disconnect, error reply) and were retried with the same clientId. */
  retries = 0;
  readonly errorReplies = new Map<string, number>();

  constructor(readonly prefix: string) {}

  send(clientId: string) {
    this.sent.add(clientId);
  }

  ack(clientId: string, messageId: string) {
    const ids = this.acked.get(clientId) ?? new Set<string>();
    ids.add(messageId);
    this.acked.set(clientId, ids);
  }

  error(code: string) {
    this.errorReplies.set(code, (this.errorReplies.get(code) ?? 0) + 1);
  }

  delivered(clientId: string, messageId: string, via: 'live' | 'catch-up') {
    if (!clientId.startsWith(this.prefix)) return;
    const ids = this.received.get(clientId) ?? new Set<string>();
    ids.add(messageId);
    this.received.set(clientId, ids);
    this.receivedVia[via].add(clientId);
  }

  /** Counts against the database: one row per (sender, clientId) is stored, more is a duplicate. */
  async tally(databaseUrl: string): Promise<Tally> {
    const db = new pg.Client({ connectionString: databaseUrl });
  db.on('error', () => undefined);
    await db.connect();
    let rows: Array<{ client_id: string; ids: string[] }>;
    try {
      ({ rows } = await db.query(`select client_id, array_agg(id::text) as ids from messages where client_id like $1 group by sender_id, client_id`, [`${this.prefix}%`]));
    } finally {
      await db.end();
    }
    const stored = new Map(rows.map((row) => [row.client_id, row.ids]));
    const storedRows = rows.reduce((sum, row) => sum + row.ids.length, 0);
    let lost = 0;
    let duplicated = storedRows - stored.size;
    for (const clientId of this.acked.keys()) {
      const ids = stored.get(clientId);
      if (!ids || !this.received.has(clientId)) lost += 1;
    }
    for (const [clientId, ids] of [...this.acked, ...this.received]) {
      if (ids.size > 1 || (stored.has(clientId) && [...ids].some((id) => !stored.get(clientId)!.includes(id)))) duplicated += 1;
    }
    let deliveredUnacked = 0;
    for (const clientId of this.received.keys()) if (!this.acked.has(clientId)) deliveredUnacked += 1;
    return {
      sent: this.sent.size,
      acknowledged: this.acked.size,
      stored: stored.size,
      delivered: this.received.size,
      lost,
      duplicated,
      unacknowledged: this.sent.size - this.acked.size,
      deliveredLive: this.receivedVia.live.size,
      deliveredByCatchUp: [...this.receivedVia['catch-up']].filter((id) => !this.receivedVia.live.has(id)).length,
      deliveredUnacked,
      retries: this.retries,
      errorReplies: Object.fromEntries(this.errorReplies),
    };
  }
}

export interface Tally {
  sent: number;
  acknowledged: number;
  stored: number;
  delivered: number;
  /** Acknowledged but not stored, or stored but never reached the receiver. */
  lost: number;
  /** Extra stored rows, and clientIds answered or delivered under more than one message id. */
  duplicated: number;
  unacknowledged: number;
  deliveredLive: number;
  deliveredByCatchUp: number;
  deliveredUnacked: number;
  retries: number;
  errorReplies: Record<string, number>;
}
