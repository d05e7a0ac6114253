import { log } from '../logger';
import { timeJobRun } from '../ops/job-metrics';
import { backoff, type JobContext, type RecurringJob } from './define';
import type { LeaseStore } from './leases';

export interface JobRunner {
  /** Runs the job now (or once more right after the run in progress), rather than at its next period. */
  wake(name: string): void;
  /** No new runs; resolves once the runs in progress have ended. */
  stop(): Promise<void>;
}

interface State {
  timer?: NodeJS.Timeout;
  running?: Promise<void>;
  again: boolean;
  failures: number;
}

/**
 * Runs each recurring job on its own timer: never two runs of one job at once on a node, a failed
 * run retried after a backoff, every run counted and timed (`ops/job-metrics.ts`). A `cluster`
 * job runs only on the node holding its lease, which it keeps until the job is next due.
 */
export function startJobRunner(jobs: RecurringJob[], options: { holder: string; leases: LeaseStore }): JobRunner {
  let stopped = false;
  const context: JobContext = { stopping: () => stopped };
  const states = new Map<string, State>(jobs.map((job) => [job.name, { again: false, failures: 0 }]));

  /** One run; answers how long until the next. */
  const attempt = async (job: RecurringJob, state: State): Promise<number> => {
    if (job.scope === 'cluster') {
      const wait = await options.leases.take(job.name, options.holder, job.leaseSeconds ?? 60);
      if (wait > 0) return wait;
    }
    const done = timeJobRun(job.name);
    let next: number;
    try {
      await job.run(context);
      done(true);
      state.failures = 0;
      next = job.everyMs();
    } catch (error) {
      done(false);
      state.failures += 1;
      next = backoff(state.failures, job.retryMs?.() ?? job.everyMs(), job.everyMs());
      log().error({ err: error, job: job.name, failures: state.failures }, `[jobs] ${job.name} failed; next try in ${next} ms`);
    }
    if (job.scope === 'cluster') await options.leases.hold(job.name, options.holder, next / 1000);
    return next;
  };

  const fire = (job: RecurringJob) => {
    const state = states.get(job.name)!;
    if (stopped) return;
    if (state.running) {
      state.again = true;
      return;
    }
    clearTimeout(state.timer);
    state.running = attempt(job, state)
      .catch((error: unknown) => {
        // The lease itself could not be read or written (the database is down): as a failed run.
        state.failures += 1;
        log().error({ err: error, job: job.name }, `[jobs] ${job.name} could not take or keep its lease`);
        return backoff(state.failures, job.retryMs?.() ?? job.everyMs(), job.everyMs());
      })
      .then((next) => {
        state.running = undefined;
        if (stopped) return;
        if (state.again) {
          state.again = false;
          fire(job);
          return;
        }
        state.timer = setTimeout(() => fire(job), next);
        state.timer.unref();
      });
  };

  jobs.forEach(fire);

  return {
    wake(name) {
      const job = jobs.find((candidate) => candidate.name === name);
      if (job) fire(job);
    },
    async stop() {
      stopped = true;
      for (const state of states.values()) clearTimeout(state.timer);
      await Promise.all([...states.values()].map((state) => state.running));
      for (const job of jobs) job.close?.();
    },
  };
}
