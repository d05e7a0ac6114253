import { sql } from 'drizzle-orm';
import { Gauge } from 'prom-client';
import { outbox } from '@/models';
import { getDb } from '../db';
import { metric } from './metrics-registry';
import { withTimeout } from './with-timeout';

const QUERY_TIMEOUT_MS = 1_000;

interface Sample {
  backlog: number;
  oldestAgeSeconds: number;
}

async function queryOutbox(): Promise<Sample> {
  const db = await getDb();
  const [row] = await db
    .select({
      backlog: sql<number>`count(*)::int`,
      // eslint-disable-next-line no-restricted-syntax -- an operational age: real time, like the rows' default createdAt
      oldestAgeSeconds: sql<number>`coalesce(extract(epoch from now() - min(${outbox.createdAt})), 0)::float8`,
    })
    .from(outbox)
    .where(sql`${outbox.status} = 'pending'`);
  return { backlog: Number(row.backlog), oldestAgeSeconds: Number(row.oldestAgeSeconds) };
}

// prom-client collects every metric at once: the two outbox gauges share one query per scrape.
let pending: Promise<Sample | undefined> | undefined;
function sample(): Promise<Sample | undefined> {
  pending ??= withTimeout(
    queryOutbox().catch(() => undefined),
    QUERY_TIMEOUT_MS,
    undefined,
  ).finally(() => {
    pending = undefined;
  });
  return pending;
}

/**
 * Emails waiting to be sent and how long the oldest has waited, asked of the database at scrape
 * time. With the database down the scrape still answers: the gauges keep their last values and
 * `metrics_scrape_error{collector="outbox"}` says 1.
 */
export function registerOutboxMetrics(): void {
  const scrapeError = metric(
    'metrics_scrape_error',
    (registry) => new Gauge({ name: 'metrics_scrape_error', help: '1 when a collector could not read its source at the last scrape', labelNames: ['collector'], registers: [registry] }),
  );
  metric(
    'outbox_backlog',
    (registry) =>
      new Gauge({
        name: 'outbox_backlog',
        help: 'Emails pending in the outbox',
        registers: [registry],
        async collect() {
          const result = await sample();
          scrapeError.set({ collector: 'outbox' }, result ? 0 : 1);
          if (result) this.set(result.backlog);
        },
      }),
  );
  metric(
    'outbox_oldest_pending_age_seconds',
    (registry) =>
      new Gauge({
        name: 'outbox_oldest_pending_age_seconds',
        help: 'Age of the oldest pending email (0 when none wait)',
        registers: [registry],
        async collect() {
          const result = await sample();
          if (result) this.set(result.oldestAgeSeconds);
        },
      }),
  );
}
