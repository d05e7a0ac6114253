import type { JobRow } from '@/models';
import { config } from '../config';
import { getDb, type Db } from '../db';
import { log } from '../logger';
import { timeJobRun } from '../ops/job-metrics';
import type { RecurringJob, Task } from './define';
import { claimDueJobs, failJob, finishJob } from './tasks';

async function runOne(db: Db, task: Task<unknown>, job: JobRow): Promise<void> {
  const done = timeJobRun(task.name);
  try {
    await task.run(job.payload);
    done(true);
  } catch (error) {
    done(false);
    const outcome = await failJob(db, task, job, error);
    log().warn({ err: error, job: task.name, jobId: job.id, attempt: job.attempts }, `[jobs] ${task.name} ${outcome === 'failed' ? 'gave up' : 'will retry'}`);
    return;
  }
  await finishJob(db, job);
}

/**
 * The one-off jobs' poller, itself a recurring job on every node (woken by `nudgeJobs`). A job is
 * run at least once and never on two nodes at a time: a run whose end could not be recorded (the
 * database went away) runs again once its lease has passed.
 */
export function runTasksJob(tasks: Task<unknown>[]): RecurringJob {
  return {
    name: 'tasks',
    scope: 'node',
    everyMs: () => config().outboxPollMs,
    async run(context) {
      const db = await getDb();
      for (const task of tasks) {
        for (let batch = await claimDueJobs(db, task); batch.length > 0; batch = await claimDueJobs(db, task)) {
          await Promise.all(batch.map((job) => runOne(db, task, job)));
          if (context.stopping()) return;
        }
      }
    },
  };
}
