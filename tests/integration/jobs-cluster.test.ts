// @ownDatabase postgres
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db';
import type { Task } from '@/lib/server/jobs/define';
import { sqlLeases } from '@/lib/server/jobs/leases';
import { probeTask } from '@/lib/server/jobs/probe';
import { claimDueJobs, enqueueJob } from '@/lib/server/jobs/tasks';
import * as schema from '@/models';
import type { TestApp } from '../support/app-server';
import type { TestClock } from '../support/clock';
import { client } from '../support/http-client';
import { pollUntil } from '../support/poll';
import { startTwoNodes, type TwoNodes } from '../support/two-nodes';

/**
 * The job system (lib/server/jobs/) with two app nodes on one PostgreSQL database: one-off jobs
 * run once whichever node claims them, a failing one is retried after its backoff (the test
 * moves the shared clock) and then marked failed, and a cluster job runs on one node per period.
 * Embedded PGlite belongs to one process, so this needs a real server: TEST_DATABASE_URL, else
 * the local postgres://postgres@127.0.0.1:5432/test, and it fails loudly when there is none.
 */
jest.setTimeout(180_000);

const TOKEN = randomBytes(24).toString('hex');
let cluster: TwoNodes | undefined;
let nodes: TestApp[];
let clock: TestClock;
let db: Db;

/** A metric summed over both nodes (0 where a node has no such series yet). */
async function clusterSample(series: string): Promise<number> {
  let total = 0;
  for (const node of nodes) {
    const reply = await client(node.url).call<string>('GET', '/api/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } });
    const line = reply.body.split('\n').find((l) => l.startsWith(`${series} `));
    total += line ? Number(line.slice(series.length + 1)) : 0;
  }
  return total;
}

const probes = () => db.select().from(schema.jobs).where(eq(schema.jobs.name, probeTask.name));

beforeAll(async () => {
  cluster = await startTwoNodes('ns_jobs', { METRICS_TOKEN: TOKEN });
  ({ nodes, clock, db } = cluster);
});
afterAll(() => cluster?.stop());
afterEach(async () => {
  await db.delete(schema.jobs).where(eq(schema.jobs.name, probeTask.name));
});

describe('one-off jobs on two nodes', () => {
  it('runs each enqueued job once, on whichever node claims it', async () => {
    const JOBS = 30;
    await db.transaction(async (tx) => {
      for (let i = 0; i < JOBS; i += 1) await enqueueJob(tx, probeTask, {});
    });
    const done = await pollUntil(async () => {
      const rows = await probes();
      return rows.every((row) => row.status === 'done') ? rows : undefined;
    }, 30_000, 'every probe job done');
    expect(done).toHaveLength(JOBS);
    expect(done.every((row) => row.attempts === 1 && row.finishedAt && row.lockedUntil === null)).toBe(true);
    expect(await clusterSample('job_runs_total{job="probe"}')).toBe(JOBS);
    expect(await clusterSample('job_failures_total{job="probe"}')).toBe(0);
  });

  it('retries a failing job after its backoff on the app clock, then marks it failed', async () => {
    const runsBefore = await clusterSample('job_runs_total{job="probe"}');
    await enqueueJob(db, probeTask, { fail: true });
    const attempt = (n: number) =>
      pollUntil(async () => {
        const [row] = await probes();
        return row.attempts === n && row.lockedUntil === null ? row : undefined;
      }, 30_000, `attempt ${n} recorded`);

    const first = await attempt(1);
    expect(first).toMatchObject({ status: 'pending', lastError: 'probe asked to fail' });
    // Due again 30 s later on the app clock, then 60 s after the second failure.
    expect(Math.round((first.runAt.getTime() - Date.now() - clock.offset()) / 1000)).toBeGreaterThan(25);
    clock.advance(31_000);
    const second = await attempt(2);
    expect(second.status).toBe('pending');
    expect(Math.round((second.runAt.getTime() - Date.now() - clock.offset()) / 1000)).toBeGreaterThan(55);
    clock.advance(61_000);
    const last = await attempt(3);
    expect(last).toMatchObject({ status: 'failed', attempts: 3, lastError: 'probe asked to fail' });
    expect(last.finishedAt).not.toBeNull();

    expect((await clusterSample('job_runs_total{job="probe"}')) - runsBefore).toBe(3);
    expect(await clusterSample('job_failures_total{job="probe"}')).toBe(3);
  });
});

describe('a cluster-wide recurring job', () => {
  it('runs on one node per period: both started within the first, one ran it', async () => {
    await pollUntil(async () => ((await clusterSample('job_runs_total{job="prune"}')) >= 1 ? true : undefined), 10_000, 'the first prune');
    expect(await clusterSample('job_runs_total{job="prune"}')).toBe(1);
    const leases = await db.select().from(schema.jobLeases).where(eq(schema.jobLeases.name, 'prune'));
    expect(leases).toHaveLength(1);
    expect(leases[0].until.getTime()).toBeGreaterThan(Date.now() + 60_000);
  });
});

describe('the SQL under the job system, on the nodes’ database', () => {
  const leases = () => sqlLeases(async () => db);
  const task: Task<{ n: number }> = { name: 'sql-test', maxAttempts: 3, retryBaseSeconds: 60, leaseSeconds: 60, run: async () => undefined };

  it('gives a free lease to one node and tells the others how long to wait; only the holder moves it', async () => {
    expect(await leases().take('sql-test', 'a', 60)).toBe(0);
    const wait = await leases().take('sql-test', 'b', 60);
    expect(wait).toBeGreaterThan(55_000);
    expect(wait).toBeLessThanOrEqual(60_000);
    // Not even its holder runs the job again before it is due.
    expect(await leases().take('sql-test', 'a', 60)).toBeGreaterThan(0);
    await leases().hold('sql-test', 'b', 0);
    expect(await leases().take('sql-test', 'b', 60)).toBeGreaterThan(0);
    // Leases are on database time: moving the app clock hands nothing over.
    clock.advance(86_400_000);
    expect(await leases().take('sql-test', 'b', 60)).toBeGreaterThan(0);
    await leases().hold('sql-test', 'a', 0);
    expect(await leases().take('sql-test', 'b', 60)).toBe(0);
  });

  it('claims each due job once among concurrent claimers, and a delayed one only when due on the app clock', async () => {
    await db.transaction(async (tx) => {
      for (let n = 0; n < 40; n += 1) await enqueueJob(tx, task, { n });
      await enqueueJob(tx, task, { n: 99 }, new Date(Date.now() + clock.offset() + 3 * 86_400_000));
    });
    const claims = (await Promise.all([0, 1, 2, 3].map(() => claimDueJobs(db, task)))).flat();
    const again = (await Promise.all([0, 1, 2, 3].map(() => claimDueJobs(db, task)))).flat();
    const claimed = [...claims, ...again].map((job) => (job.payload as { n: number }).n);
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(claimed.sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, n) => n));
    clock.advance(3 * 86_400_000 + 1000);
    const late = await claimDueJobs(db, task);
    expect(late.map((job) => (job.payload as { n: number }).n)).toEqual([99]);
    await db.delete(schema.jobs).where(and(eq(schema.jobs.name, task.name)));
  });
});
