import type { AppNode } from '../cluster/cluster';
import { readiness } from '../cluster/cluster';
import type { Ledger } from './ledger';
import type { Member } from './members';

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Each member sends to its partner over its socket, one message at a time as the chat page
 * does: a send whose acknowledgement does not come (timeout, lost node, error reply) is sent
 * again with the same clientId until it is acknowledged or `retryForMs` after `stop()`.
 */
export function chatLoad(members: Member[], ledger: Ledger, options: { intervalMs: number; ackTimeoutMs?: number; retryForMs?: number }) {
  const ackTimeoutMs = options.ackTimeoutMs ?? 5000;
  let stopped = false;
  let deadline = Infinity;
  let wake: () => void = () => undefined;
  const stopping = new Promise<void>((resolve) => (wake = resolve));
  // A member between two messages stops at once rather than finishing her pause.
  const idle = (ms: number) => Promise.race([pause(ms), stopping]);

  const sendUntilAcked = async (member: Member, clientId: string, content: string): Promise<void> => {
    ledger.send(clientId);
    while (Date.now() < deadline) {
      if (!(await member.connected(Math.min(1000, Math.max(0, deadline - Date.now()))))) continue;
      try {
        const reply = (await member.socket.timeout(ackTimeoutMs).emitWithAck('newMessage', { receiverId: member.partnerId, content, clientId })) as {
          ok: boolean;
          code?: string;
          message?: { _id: string; seq: number };
        };
        if (reply?.ok && reply.message) {
          ledger.ack(clientId, reply.message._id);
          member.note(reply.message.seq);
          return;
        }
        ledger.error(reply?.code ?? 'no reply');
      } catch {
        ledger.error('ack timeout');
      }
      ledger.retries += 1;
      await pause(300);
    }
  };

  const done = Promise.all(
    members.map(async (member, index) => {
      // Spread the first sends so the members do not all send in the same instant.
      await idle(Math.random() * options.intervalMs);
      for (let n = 1; !stopped; n += 1) {
        await sendUntilAcked(member, `${ledger.prefix}${index}-${n}`, `chaos message ${n} from member ${index}`);
        if (!stopped) await idle(options.intervalMs * (0.5 + Math.random()));
      }
    }),
  );
  return {
    /** Stops starting new messages; those under way keep retrying for `retryForMs`. */
    async stop(): Promise<void> {
      stopped = true;
      deadline = Date.now() + (options.retryForMs ?? 60_000);
      wake();
      await done;
    },
  };
}

export interface HttpRequest {
  method?: string;
  path: string;
  token?: string;
  body?: unknown;
  /** A multipart body (a photo upload); made afresh for each attempt. */
  form?: () => FormData;
  /** Told the body of a successful answer. */
  onOk?: (body: string) => void;
  /** The statuses that count as success; 2xx by default. */
  ok?: (status: number) => boolean;
}

/** Who refused: the app answers JSON with a code, HAProxy its own HTML page. */
function answeredBy(body: string): string {
  try {
    return `(app: ${(JSON.parse(body) as { code?: string }).code ?? 'no code'})`;
  } catch {
    return body.includes('HAProxy') || body.includes('No server is available') ? '(HAProxy)' : '(unknown)';
  }
}

/** HTTP requests at a steady rate through the load balancer, every failure counted by kind. */
export class HttpLoad {
  requests = 0;
  failures = 0;
  readonly failureKinds = new Map<string, number>();
  private inFlight = new Set<Promise<void>>();
  private timer?: NodeJS.Timeout;
  private latencies: number[] = [];

  constructor(
    private readonly url: string,
    private readonly next: (n: number) => HttpRequest,
    private readonly perSecond: number,
  ) {}

  start() {
    const started = performance.now();
    let issued = 0;
    this.timer = setInterval(() => {
      const due = Math.floor(((performance.now() - started) * this.perSecond) / 1000);
      for (; issued < due; issued += 1) {
        const request = this.one(this.next(issued));
        this.inFlight.add(request);
        void request.finally(() => this.inFlight.delete(request));
      }
    }, 10);
    return this;
  }

  private fail(kind: string) {
    this.failures += 1;
    this.failureKinds.set(kind, (this.failureKinds.get(kind) ?? 0) + 1);
  }

  private async one(request: HttpRequest): Promise<void> {
    this.requests += 1;
    const started = performance.now();
    try {
      const response = await fetch(`${this.url}${request.path}`, {
        method: request.method ?? 'GET',
        headers: {
          ...(request.token ? { Authorization: `Bearer ${request.token}` } : {}),
          ...(request.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        },
        body: request.form ? request.form() : request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: AbortSignal.timeout(30_000),
      });
      const body = await response.text();
      if (!(request.ok ?? ((s: number) => s >= 200 && s < 300))(response.status)) this.fail(`${request.method ?? 'GET'} ${response.status} ${answeredBy(body)}`);
      else request.onOk?.(body);
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
      this.fail(`network ${cause}`);
    }
    this.latencies.push(performance.now() - started);
  }

  /** Median and 99th percentile latency in ms. */
  latency(): { p50: number; p99: number } {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
    return { p50: at(0.5), p99: at(0.99) };
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await Promise.all(this.inFlight);
  }

  describeFailures(): string {
    return [...this.failureKinds].map(([kind, n]) => `${kind}: ${n}`).join(', ') || 'none';
  }
}

/** Asks each node's /api/ready directly, several times a second, and counts what it said. */
export class ReadinessWatch {
  readonly seen = new Map<string, { checks: number; ready: number; notReady: Map<string, number>; unreachable: number; lastNotReadyAt: number; firstNotReadyAt: number }>();
  private stopped = false;
  private loops: Promise<void>[] = [];

  constructor(private readonly nodes: AppNode[]) {
    for (const node of nodes) this.seen.set(node.name, { checks: 0, ready: 0, notReady: new Map(), unreachable: 0, lastNotReadyAt: 0, firstNotReadyAt: 0 });
  }

  start(intervalMs = 200) {
    this.loops = this.nodes.map(async (node) => {
      const seen = this.seen.get(node.name)!;
      while (!this.stopped) {
        seen.checks += 1;
        try {
          const { status, reason } = await readiness(node.url);
          if (status === 200) seen.ready += 1;
          else {
            const key = `${status} ${reason ?? ''}`.trim();
            seen.notReady.set(key, (seen.notReady.get(key) ?? 0) + 1);
            seen.lastNotReadyAt = Date.now();
            seen.firstNotReadyAt ||= Date.now();
          }
        } catch {
          seen.unreachable += 1;
        }
        await pause(intervalMs);
      }
    });
    return this;
  }

  notReadyCount(node: string): number {
    return [...this.seen.get(node)!.notReady.values()].reduce((a, b) => a + b, 0);
  }

  describe(node: string): string {
    const seen = this.seen.get(node)!;
    const notReady = [...seen.notReady].map(([k, n]) => `${k} ×${n}`).join(', ') || 'none';
    return `${seen.checks} checks: ${seen.ready} ready, not ready: ${notReady}${seen.unreachable ? `, unreachable ×${seen.unreachable}` : ''}`;
  }

  async stop() {
    this.stopped = true;
    await Promise.all(this.loops);
  }
}
