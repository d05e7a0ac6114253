import { backoff, type RecurringJob } from '@/lib/server/jobs/define';
import type { LeaseStore } from '@/lib/server/jobs/leases';
import { startJobRunner, type JobRunner } from '@/lib/server/jobs/runner';

/** `job_leases` in memory, on the fake timers' clock, with the SQL store's answers. */
function memoryLeases(): LeaseStore {
  const leases = new Map<string, { holder: string; until: number }>();
  return {
    async take(name, holder, seconds) {
      const lease = leases.get(name);
      if (lease && lease.until > Date.now()) return Math.max(1, lease.until - Date.now());
      leases.set(name, { holder, until: Date.now() + seconds * 1000 });
      return 0;
    },
    async hold(name, holder, seconds) {
      const lease = leases.get(name);
      if (lease?.holder === holder) lease.until = Date.now() + seconds * 1000;
    },
  };
}

function job(overrides: Partial<RecurringJob> & Pick<RecurringJob, 'run'>): RecurringJob {
  return { name: 'test', scope: 'node', everyMs: () => 1000, ...overrides };
}

const runners: JobRunner[] = [];
const start = (jobs: RecurringJob[], holder = 'node-a', leases = memoryLeases()) => {
  const runner = startJobRunner(jobs, { holder, leases });
  runners.push(runner);
  return runner;
};

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-01-05T12:00:00Z') }));
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
  jest.useRealTimers();
});

describe('backoff', () => {
  it('doubles from the base with each failure in a row, up to the cap', () => {
    expect([1, 2, 3, 4, 5].map((n) => backoff(n, 100, 1000))).toEqual([100, 200, 400, 800, 1000]);
    expect(backoff(0, 100, 1000)).toBe(100);
  });
});

describe('the job runner', () => {
  it('runs a job at start and then once per period', async () => {
    const run = jest.fn(async () => undefined);
    start([job({ run })]);
    await jest.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(999);
    expect(run).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(3000);
    expect(run).toHaveBeenCalledTimes(5);
  });

  it('retries a failing job after a doubling backoff, capped at its period, and is back on period after a success', async () => {
    const times: number[] = [];
    let failuresLeft = 5;
    const run = jest.fn(async () => {
      times.push(Date.now());
      if (failuresLeft-- > 0) throw new Error('down');
    });
    start([job({ run, everyMs: () => 1000, retryMs: () => 100 })]);
    await jest.advanceTimersByTimeAsync(5000);
    const gaps = times.slice(1).map((t, i) => t - times[i]);
    // Five failures (100, 200, 400, 800, then the cap), one success, then the period.
    expect(gaps.slice(0, 7)).toEqual([100, 200, 400, 800, 1000, 1000, 1000]);
  });

  it('never runs one job twice at once; a wake during a run runs it once more right after', async () => {
    let active = 0;
    let most = 0;
    const run = jest.fn(async () => {
      active += 1;
      most = Math.max(most, active);
      await new Promise((resolve) => setTimeout(resolve, 50));
      active -= 1;
    });
    const runner = start([job({ run, everyMs: () => 10_000 })]);
    await jest.advanceTimersByTimeAsync(10);
    runner.wake('test');
    runner.wake('test');
    runner.wake('test');
    await jest.advanceTimersByTimeAsync(200);
    expect(most).toBe(1);
    expect(run).toHaveBeenCalledTimes(2);
    // A wake while idle runs it at once instead of at the end of the period.
    runner.wake('test');
    await jest.advanceTimersByTimeAsync(60);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('runs a cluster job on one node per period, whichever holds the lease', async () => {
    const leases = memoryLeases();
    const ran: string[] = [];
    const clusterJob = (node: string) => job({ name: 'prune', scope: 'cluster', leaseSeconds: 60, everyMs: () => 1000, run: async () => void ran.push(node) });
    start([clusterJob('a')], 'a', leases);
    start([clusterJob('b')], 'b', leases);
    await jest.advanceTimersByTimeAsync(0);
    expect(ran).toEqual(['a']);
    await jest.advanceTimersByTimeAsync(10_000 - 1);
    // Ten periods, ten runs in all, never two in one period.
    expect(ran).toHaveLength(10);
  });

  it('hands a cluster job to another node once its holder’s lease ran out (a node that hung mid-run)', async () => {
    const leases = memoryLeases();
    const ran: string[] = [];
    const prune = { name: 'prune', scope: 'cluster' as const, leaseSeconds: 5, everyMs: () => 1000 };
    // Node a never finishes its run: it is left out of the clean-up, which would wait for it.
    startJobRunner([job({ ...prune, run: () => new Promise<void>(() => void ran.push('a')) })], { holder: 'a', leases });
    await jest.advanceTimersByTimeAsync(0);
    start([job({ ...prune, run: async () => void ran.push('b') })], 'b', leases);
    await jest.advanceTimersByTimeAsync(4900);
    expect(ran).toEqual(['a']);
    await jest.advanceTimersByTimeAsync(200);
    expect(ran).toEqual(['a', 'b']);
  });

  it('stop waits for the run in progress, tells it the node is stopping, and starts no other', async () => {
    let sawStopping = false;
    let finished = false;
    const close = jest.fn();
    const run = jest.fn(async (context: { stopping(): boolean }) => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      sawStopping = context.stopping();
      finished = true;
    });
    const runner = startJobRunner([job({ run, close })], { holder: 'a', leases: memoryLeases() });
    await jest.advanceTimersByTimeAsync(10);
    const stopped = runner.stop();
    let done = false;
    void stopped.then(() => (done = true));
    await jest.advanceTimersByTimeAsync(50);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(60);
    expect(done).toBe(true);
    expect(finished && sawStopping).toBe(true);
    expect(close).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
