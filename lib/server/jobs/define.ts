/** What a running job may ask: whether the node is shutting down (a long loop stops between batches). */
export interface JobContext {
  stopping(): boolean;
}

/** Work that comes round by itself, declared once in `registry.ts`. */
export interface RecurringJob {
  name: string;
  /**
   * `node`: every node runs it (its own heartbeat, or work whose rows each run claims itself);
   * `cluster`: one node per period across the cluster, under a lease in `job_leases`.
   */
  scope: 'node' | 'cluster';
  /** Milliseconds from one run to the next; read at each run, after the configuration is loaded. */
  everyMs(): number;
  /** After a failure the next run comes sooner: this delay, doubling with each failure in a row, at most `everyMs`. */
  retryMs?(): number;
  /** `cluster` scope: how long a run may take before another node may take the job over. */
  leaseSeconds?: number;
  run(context: JobContext): Promise<void>;
  /** Called once the job has stopped for good (shutdown). */
  close?(): void;
}

/** A one-off job: enqueued with a payload (`tasks.ts` `enqueueJob`), run once by whichever node claims it. */
export interface Task<P> {
  name: string;
  /** A failed run is tried again after a backoff until this many attempts, then marked `failed`. */
  maxAttempts: number;
  retryBaseSeconds: number;
  /** How long a run may take before another node may claim the job again (a crashed node's). */
  leaseSeconds: number;
  run(payload: P): Promise<void>;
}

/** Doubling from `base` with each failure in a row (the first waits `base`), capped at `cap`; in any one unit. */
export function backoff(failures: number, base: number, cap: number): number {
  return Math.min(cap, base * 2 ** Math.max(0, failures - 1));
}
