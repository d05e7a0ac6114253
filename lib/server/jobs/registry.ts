import { getDb } from '../db';
import { resetRequested } from '../auth/resolve-reset-requests';
import { mailQueued } from '../mail/outbox';
import { localPresence } from '../presence/local-sockets';
import { guardianJob } from './guardian';
import { keptReportsExpiryTask } from './kept-reports-expiry';
import { sqlLeases } from './leases';
import { missedMessagesJob } from './missed-messages';
import { presenceJob } from './presence';
import { probeTask } from './probe';
import { pruneJob } from './prune';
import { pushTask } from './push';
import { resetRequestsJob } from './reset-requests';
import { runTasksJob } from './run-tasks';
import { selfieExpiryTask } from './selfie-expiry';
import { trialReminderTask } from './trial-reminder';
import { startJobRunner, type JobRunner } from './runner';
import { sendMailJob } from './send-mail';
import { jobQueued } from './tasks';

/** Every background job of the app, each declared in its own file with its schedule, scope and retries. */
const RECURRING = [presenceJob, resetRequestsJob, guardianJob, missedMessagesJob, sendMailJob, pruneJob];
/** Every one-off job a service may enqueue (`tasks.ts` `enqueueJob`). */
const TASKS = [probeTask, selfieExpiryTask, keptReportsExpiryTask, trialReminderTask, pushTask];

/** Started by `server.ts` on every node; `stop()` is part of its shutdown. */
export function startJobs(): JobRunner {
  const tasksJob = runTasksJob(TASKS);
  const runner = startJobRunner([...RECURRING, tasksJob], { holder: localPresence().nodeId, leases: sqlLeases(getDb) });
  // Each kind of queued work wakes its own job: a guardian's notice used to run the "forgot
  // password" resolver too, one transaction of three statements for every match request.
  mailQueued.connect(() => runner.wake(sendMailJob.name));
  resetRequested.connect(() => runner.wake(resetRequestsJob.name));
  jobQueued.connect(() => runner.wake(tasksJob.name));
  return runner;
}
